import type { MirrorInfo } from '@wcpp/contract';

/**
 * Why the last sign-out happened, when the person did not choose it: 'timeout' (the idle sign-out,
 * part 1 §4.5) or 'ended' (a 401: the server ended the session). null for a chosen sign-out. The
 * session store (session.ts) keeps it, and a sign-out tells it to the other tabs.
 */
export type SignOutReason = 'timeout' | 'ended' | null;

/**
 * What one tab of the portal tells the others of the same browser (docs/decisions/054): a browser is
 * one signed-in person, whatever the number of tabs. A sign-in (or a mirror started or stopped)
 * hands its token to every open tab, a sign-out ends every tab, and activity in one tab keeps the
 * idle clocks of the others from signing out a person who is working elsewhere.
 */
export type TabMessage =
  | { kind: 'signedIn'; auth: { token: string; username: string; mirror: MirrorInfo | null } }
  | { kind: 'signedOut'; reason: SignOutReason }
  | { kind: 'activity' };

const CHANNEL = 'wcpp.session';

let channel: BroadcastChannel | null = null;
const listeners = new Set<(message: TabMessage) => void>();

function isTabMessage(value: unknown): value is TabMessage {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return kind === 'signedIn' || kind === 'signedOut' || kind === 'activity';
}

export const tabs = {
  /**
   * Opens the channel to the other tabs (main.tsx, once). Component tests leave it closed, so no
   * message crosses from one test to another; they call it with a name of their own.
   */
  connect(name = CHANNEL): () => void {
    if (channel || typeof BroadcastChannel === 'undefined') return () => undefined;
    const opened = new BroadcastChannel(name);
    opened.onmessage = (event: MessageEvent<unknown>) => {
      if (isTabMessage(event.data)) listeners.forEach((listener) => listener(event.data as TabMessage));
    };
    channel = opened;
    return () => {
      opened.close();
      if (channel === opened) channel = null;
    };
  },
  /** Tells the other tabs (never this one). */
  post(message: TabMessage): void {
    channel?.postMessage(message);
  },
  /** Hears what the other tabs tell. */
  subscribe(listener: (message: TabMessage) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
