import { attachmentLimits } from '@wcpp/contract';
import { safeFileName } from '../../lib/send-file';

/**
 * The name a sent file is kept and served under (issue 48 §4): its last path part only, no control or
 * format characters, no characters Windows refuses, spaces folded, at most 120 characters with its
 * extension kept, never starting with a dot; `record` when nothing is left.
 */
export function cleanFileName(given: string | undefined): string {
  const last = (given ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const text = last
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!text) return 'record';
  const max = attachmentLimits.fileNameLength;
  if ([...text].length <= max) return text;
  const dot = text.lastIndexOf('.');
  const ext = dot > 0 && text.length - dot <= 10 ? text.slice(dot) : '';
  return [...text.slice(0, text.length - ext.length)].slice(0, max - ext.length).join('') + ext;
}

/** `attachment` with an ASCII name for old clients and the real one as RFC 5987 `filename*`. */
export function attachmentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${safeFileName(name)}"; filename*=UTF-8''${encoded}`;
}
