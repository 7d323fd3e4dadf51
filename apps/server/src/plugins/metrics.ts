import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { isLocalCaller } from '../lib/loopback';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time (digests make the lengths equal). */
function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  if (!token || !presented) return false;
  return timingSafeEqual(digest(presented), digest(token));
}

/** Prometheus metrics at /metrics: process metrics and request counts and durations by route. */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // The labelled series of each route, status and method, looked up once: prom-client hashes a labels
  // object on every inc and observe, a few µs of every request (bench/README.md, issue 25).
  const counters = new Map<string, Counter.Internal>();
  const timers = new Map<string, Histogram.Internal<'method' | 'route'>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    const timerKey = `${method} ${route}`;
    const counterKey = `${reply.statusCode} ${timerKey}`;
    let counter = counters.get(counterKey);
    if (!counter) counters.set(counterKey, (counter = requests.labels(method, route, String(reply.statusCode))));
    let timer = timers.get(timerKey);
    if (!timer) timers.set(timerKey, (timer = duration.labels(method, route)));
    counter.inc();
    timer.observe(reply.elapsedTime / 1000);
    done();
  });
  // Callers on this machine, or a scraper with the token; everyone else gets the ordinary 404 (decision 029).
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalCaller(request) && !bearerMatches(request.headers.authorization, app.config.METRICS_TOKEN)) {
      reply.callNotFound();
      return reply;
    }
  };
  app.get('/metrics', { schema: { hide: true }, onRequest }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
});
