import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file answer (whole, or a stream written as it is made): its type, its name (opened in the browser, or saved), and never kept by a cache (it holds PHI). */
export function sendFile(reply: FastifyReply, type: string, bytes: Buffer | string | Readable, fileName: string, disposition: 'inline' | 'attachment' = 'attachment'): FastifyReply {
  return reply.type(type).header('content-disposition', `${disposition}; filename="${fileName}"`).header('cache-control', 'no-store').send(bytes);
}
