/** Cookies the portal sets: `authorization` (part 1 §4) and `Agreement-Accepted` (Client List). */
export function setCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const age = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Secure; SameSite=Strict; path=/${age}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; Secure; SameSite=Strict; path=/; max-age=0`;
}

export function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** A cookie's value, or null when the browser has none by that name. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}
