import { brandColors } from '@wcpp/contract';

/** The contract's brand colours as CSS custom properties for base.css (--wc-primary, --wc-error …). */
export function applyBrandColors(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(brandColors)) root.style.setProperty(`--wc-${name}`, value);
}
