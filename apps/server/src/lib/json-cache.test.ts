import { describe, expect, it } from 'vitest';
import { ProviderListSchema } from '@wcpp/contract';
import { jsonCache } from './json-cache';

describe('jsonCache', () => {
  const row = { prvId: 1, prvName: 'Cook, Kimberly', prvProviderType: 'P', prvTaxId: '751234501' };

  it('reads once per key within the time, and answers the checked JSON', async () => {
    const cached = jsonCache({ max: 10, ttlMs: 60_000 });
    let reads = 0;
    const load = async () => (reads += 1, [row]);
    expect(JSON.parse(await cached('a', ProviderListSchema, load))).toEqual([row]);
    await cached('a', ProviderListSchema, load);
    expect(reads).toBe(1);
    await cached('b', ProviderListSchema, load);
    expect(reads).toBe(2);
  });

  it('reads again once the time has passed', async () => {
    const cached = jsonCache({ max: 10, ttlMs: 20 });
    let reads = 0;
    const load = async () => (reads += 1, [row]);
    await cached('a', ProviderListSchema, load);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await cached('a', ProviderListSchema, load);
    expect(reads).toBe(2);
  });

  it('keeps nothing that does not match the schema', async () => {
    const cached = jsonCache({ max: 10, ttlMs: 60_000 });
    await expect(cached('a', ProviderListSchema, async () => [{ prvId: 'x' }])).rejects.toThrow();
    expect(JSON.parse(await cached('a', ProviderListSchema, async () => [row]))).toEqual([row]);
  });
});
