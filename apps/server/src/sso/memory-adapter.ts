import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  value: AdapterPayload | string;
  expiresAt: number;
}

/**
 * Storage for the embedded provider's sessions, interactions, codes and grants. They live for
 * minutes and only the one process that runs the embedded provider needs them (production uses a
 * real IdP), so a bounded in-process map is enough. Written here rather than using oidc-provider's
 * quick-start adapter, which warns on every start and keeps only 1000 entries.
 */
export function memoryAdapter(maxEntries = 10_000): (model: string) => Adapter {
  const store = new Map<string, Entry>();
  const get = (key: string) => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.value;
  };
  const set = (key: string, value: AdapterPayload | string, expiresIn?: number) => {
    store.delete(key); // re-insert so Map order is "oldest write first" for eviction
    store.set(key, { value, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY });
    if (store.size > maxEntries) store.delete(store.keys().next().value as string);
  };

  return (model: string): Adapter => {
    const find = async (id: string) => {
      const value = get(`${model}:${id}`);
      return typeof value === 'object' ? value : undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        set(`${model}:${id}`, payload, expiresIn);
        if (model === 'Session' && payload.uid) set(`SessionUid:${payload.uid}`, id, expiresIn);
      },
      find,
      async findByUid(uid) {
        const id = get(`SessionUid:${uid}`);
        return typeof id === 'string' ? find(id) : undefined;
      },
      // The device flow is not enabled, so there are no user codes.
      async findByUserCode() {
        return undefined;
      },
      async consume(id) {
        const payload = await find(id);
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(`${model}:${id}`);
      },
      // Called when a code is replayed: everything issued under that grant stops working.
      async revokeByGrantId(grantId) {
        for (const [key, entry] of store) {
          if (typeof entry.value === 'object' && entry.value.grantId === grantId) store.delete(key);
        }
      },
    };
  };
}
