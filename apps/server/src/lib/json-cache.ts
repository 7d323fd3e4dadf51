import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type * as z from 'zod/mini';
import { sent, type SentReply } from './endpoints';

/**
 * Answers that many people ask for and that change rarely (a TIN's providers), kept as checked JSON
 * for a short while per instance: the rows are read and checked against the contract's schema once,
 * and every request in the next `ttlMs` is sent the same text. Scope checks and audit rows stay per
 * request: only the data is cached (docs/decisions/039, 040; bench/README.md).
 */
export function jsonCache(options: { max: number; ttlMs: number }) {
  const cache = new LRUCache<string, string>({ max: options.max, ttl: options.ttlMs });
  return async function cached<S extends z.ZodMiniType>(key: string, schema: S, load: () => Promise<unknown>): Promise<string> {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const text = JSON.stringify(schema.parse(await load()));
    cache.set(key, text);
    return text;
  };
}

/**
 * Sends JSON text from jsonCache as it is: Fastify sends a string without serializing it, and the
 * text was checked against the schema when it was cached.
 */
export function sendJsonText(reply: FastifyReply, text: string): SentReply {
  return sent(reply.type('application/json; charset=utf-8').send(text));
}
