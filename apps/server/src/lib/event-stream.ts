import type { FastifyReply } from 'fastify';

/** One server-sent event: its data (one line of JSON here) and, when it is not a plain message, its name. */
export interface ServerEvent {
  event?: string;
  data: string;
}

/** The event as the stream carries it: `event:` when named, a `data:` line per line, a blank line. */
export const serializeEvent = (e: ServerEvent) => `${e.event ? `event: ${e.event}\n` : ''}${e.data.split('\n').map((line) => `data: ${line}\n`).join('')}\n`;

/**
 * Answers `events` as a server-sent event stream, ending when they end. A stream takes the reply over
 * (hijack), so the onSend hooks do not run on it: it says `no-store` itself, as every /api answer does
 * (plugins/api-no-store.ts); `no-transform` keeps proxies from compressing or holding back its events.
 * Headers already set on the reply go along. A failure after the headers are sent can only be
 * logged, and ends the stream.
 */
export async function sendEventStream(reply: FastifyReply, events: AsyncIterable<ServerEvent>): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-no-compression': '1',
  });
  raw.flushHeaders();
  try {
    for await (const e of events) {
      if (raw.destroyed) break;
      raw.write(serializeEvent(e));
    }
  } catch (err) {
    reply.log.warn({ err }, 'event stream failed');
  } finally {
    raw.end();
  }
}
