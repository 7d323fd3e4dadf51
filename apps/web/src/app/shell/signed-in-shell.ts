/** The shell's parts shown only signed in, as one chunk: they always load together (signed-in-parts.ts). */
export { MainMenu } from './MainMenu';
export { UserActions } from './UserActions';
export { SessionServices } from '../session/SessionServices';
