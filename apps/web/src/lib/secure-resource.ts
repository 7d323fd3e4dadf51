import { homeMessages } from '@wcpp/contract';
import { saveFile } from './files';
import { fetchWithToken } from './http';
import { openVideoWindow } from './video-window';

/** Blob URLs stay valid long enough for the new tab to load them, then are released. */
const REVOKE_AFTER_MS = 60_000;

/** Reads a response body, reporting whole percentages when the size is known. */
async function readWithProgress(response: Response, onProgress: (percent: number | null) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(total ? Math.min(100, Math.round((received / total) * 100)) : null);
  }
  return new Blob(chunks as BlobPart[], { type });
}

function releaseLater(url: string): void {
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** The token only ever goes to the resource host: a frame cannot make the portal send it elsewhere. */
export function isOnResourceHost(url: string, resourceUrl: string): boolean {
  try {
    const target = new URL(url, window.location.href);
    const base = new URL(`${resourceUrl.replace(/\/$/, '')}/`, window.location.href);
    return target.origin === base.origin && target.pathname.startsWith(base.pathname);
  } catch {
    return false;
  }
}

/**
 * A secure file of the resource host (part 1 §2 Home: REQUEST_SECURE_RESOURCE {url}; part 2 §2
 * Provider Resources). The file is fetched with the bearer token; a PDF opens in a new tab, an mp4 in
 * a player window with progress; any other type is refused, or saved under its name when
 * `otherTypes` is 'download' (a Provider Resources document such as a CSV extract).
 * Resolves to the message to show, or null when the file opened.
 */
export async function openSecureResource(url: string, resourceUrl: string, otherTypes: 'refuse' | 'download' = 'refuse'): Promise<string | null> {
  if (!isOnResourceHost(url, resourceUrl)) return homeMessages.fileFailed;
  let response: Response;
  try {
    response = await fetchWithToken(new URL(url, window.location.href).href);
  } catch {
    return homeMessages.fileFailed;
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  try {
    if (type === 'application/pdf') {
      const blobUrl = URL.createObjectURL(await response.blob());
      releaseLater(blobUrl);
      return window.open(blobUrl, '_blank') ? null : homeMessages.popupBlocked;
    }
    if (type === 'video/mp4') {
      const name = decodeURIComponent(new URL(url, window.location.href).pathname.split('/').pop() ?? 'Video');
      const player = openVideoWindow(name);
      if (!player) {
        await response.body?.cancel().catch(() => undefined);
        return homeMessages.popupBlocked;
      }
      try {
        const blob = await readWithProgress(response, player.progress);
        player.ready(URL.createObjectURL(blob));
      } catch {
        player.fail(homeMessages.fileFailed);
        return homeMessages.fileFailed;
      }
      return null;
    }
    if (otherTypes === 'download') {
      saveFile(await response.blob(), decodeURIComponent(new URL(url, window.location.href).pathname.split('/').pop() ?? 'document'));
      return null;
    }
    await response.body?.cancel().catch(() => undefined);
    return homeMessages.unsupportedFile;
  } catch {
    return homeMessages.fileFailed;
  }
}
