import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A file or ZIP entry name made from data (a payer's check number, a bill control number): letters, digits,
 * spaces, dots, hyphens and underscores, everything else an underscore, and never starting with a dot. So a
 * name cannot end the header's quoted string, carry a path, or hold a character a header refuses.
 */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9 ._-]/g, '_').replace(/^\./, '_') || '_';
}

/**
 * A file answer (whole, or a stream written as it is made): its type, its name (opened in the browser, or
 * saved; made safe here, whatever it is made of), and never kept by a cache (it holds PHI).
 */
export function sendFile(reply: FastifyReply, type: string, bytes: Buffer | string | Readable, fileName: string, disposition: 'inline' | 'attachment' = 'attachment'): FastifyReply {
  return reply.type(type).header('content-disposition', `${disposition}; filename="${safeFileName(fileName)}"`).header('cache-control', 'no-store').send(bytes);
}
