import { describe, expect, it } from 'vitest';
import { formatPhone, isLinkExpired } from './fields';

describe('helpers', () => {
  it('formats a phone 3-3-4 once it has 10 digits', () => {
    expect(formatPhone('5125550199')).toBe('512-555-0199');
    expect(formatPhone('(512) 555 0199')).toBe('512-555-0199');
    expect(formatPhone('512555')).toBe('512555');
  });

  it('reads the expire value of a link as milliseconds or seconds', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(isLinkExpired(String(now + 60_000), now)).toBe(false);
    expect(isLinkExpired(String(now - 1), now)).toBe(true);
    expect(isLinkExpired(String(Math.floor(now / 1000) + 60), now)).toBe(false);
    expect(isLinkExpired(String(Math.floor(now / 1000) - 60), now)).toBe(true);
    expect(isLinkExpired(null, now)).toBe(true);
    expect(isLinkExpired('soon', now)).toBe(true);
  });
});
