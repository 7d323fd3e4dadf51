import { lazyScreen } from '../lazy-screen';

/*
 * The shell's parts shown only signed in: loaded past the sign-in page (docs/decisions/058), and at
 * start on a signed-in page, so its first render draws them with the screen (issue 26 §6). They always
 * come together, so they are one chunk (signed-in-shell.ts): one request, and the code they share once.
 */
const loadShell = () => import('./signed-in-shell');
export const MainMenu = lazyScreen(() => loadShell().then((shell) => ({ default: shell.MainMenu })));
export const UserActions = lazyScreen(() => loadShell().then((shell) => ({ default: shell.UserActions })));
export const SessionServices = lazyScreen(() => loadShell().then((shell) => ({ default: shell.SessionServices })));

export function preloadSignedInShell(): Promise<unknown> {
  return Promise.allSettled([MainMenu.preload(), UserActions.preload(), SessionServices.preload()]);
}
