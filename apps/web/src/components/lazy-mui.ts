import { lazy, type ComponentType } from 'react';

/**
 * A part that uses MUI, for a screen or shell part that loads none (docs/decisions/035, 045): React's
 * `lazy`, with the portal's MUI theme loaded beside the part and wrapped around it. Nothing of MUI is
 * loaded until the part is first rendered (a dialog when it opens, Revert while mirroring).
 */
export function lazyWithMui<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ withMuiTheme }, part] = await Promise.all([import('./MuiTheme'), load()]);
    return { default: withMuiTheme(part.default) };
  });
}
