import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, brandColors } from '@wcpp/contract';
import { applyBrandColors } from './brand-vars';

const web = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(web, file), 'utf8');

describe('the brand colour and the version are defined once, in the contract', () => {
  it('the stylesheet takes its colours from the contract (--wc-primary, --wc-error)', () => {
    const root = document.createElement('div');
    applyBrandColors(root);
    expect(root.style.getPropertyValue('--wc-primary')).toBe(brandColors.primary);
    expect(root.style.getPropertyValue('--wc-error')).toBe(brandColors.error);
  });

  it('the static files that cannot import it carry the same colour', () => {
    expect(read('index.html')).toContain(`<meta name="theme-color" content="${brandColors.primary}" />`);
    expect(read('public/favicon.svg')).toContain(`fill="${brandColors.primary}"`);
  });

  it('the packages carry the version the footer shows', () => {
    for (const pkg of ['package.json', '../../packages/contract/package.json', '../server/package.json']) {
      expect(JSON.parse(read(pkg)).version, pkg).toBe(APP_VERSION);
    }
  });
});
