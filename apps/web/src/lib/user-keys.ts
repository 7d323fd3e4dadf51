import type { UserDetails } from '@wcpp/contract';

/**
 * Query keys of the user details every screen shares (features invalidate them through this factory).
 * Free of TanStack Query, so the sign-in page can hand over what it loaded without loading the library.
 */
export const userKeys = {
  all: ['user'] as const,
  byName: (userName: string) => [...userKeys.all, userName.toLowerCase()] as const,
};

/** User details loaded before the query cache exists (sign-in, part 1 §4.2), waiting for it. */
const handedOver = new Map<string, UserDetails>();

/** Keeps the details the sign-in loaded until the signed-in area's query cache takes them. */
export function handOverUser(userName: string, details: UserDetails): void {
  handedOver.set(userName.toLowerCase(), details);
}

/** The details handed over since the last call, with their query keys; each is given once. */
export function takeHandedOverUsers(): { queryKey: ReturnType<typeof userKeys.byName>; details: UserDetails }[] {
  const taken = [...handedOver].map(([name, details]) => ({ queryKey: userKeys.byName(name), details }));
  handedOver.clear();
  return taken;
}
