import { lazyScreen } from '../lazy-screen';

/*
 * The shell's parts shown only signed in: loaded past the sign-in page (docs/decisions/058), and at
 * start on a signed-in page, so its first render draws them with the screen (issue 26 §6).
 */
export const MainMenu = lazyScreen(() => import('./MainMenu'));
export const UserActions = lazyScreen(() => import('./UserActions'));
export const SessionServices = lazyScreen(() => import('../session/SessionServices'));

export function preloadSignedInShell(): Promise<unknown> {
  return Promise.allSettled([MainMenu.preload(), UserActions.preload(), SessionServices.preload()]);
}
