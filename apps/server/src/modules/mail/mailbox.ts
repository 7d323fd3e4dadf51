import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { brandColors, mailboxTexts } from '@wcpp/contract';
import { listOutbox } from './service';
import { isLocalCaller } from '../../lib/loopback';
import { escapeHtml } from '../../lib/html';

const SHOWN = 100;

/** Escapes a text body and makes its web addresses clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const page = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${mailboxTexts.title} | Provider Portal</title>
<style>
body{font-family:Arial,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#1a1a1a}
h1{color:${brandColors.primary};font-size:28px} article{border:1px solid #c4c4c4;border-radius:4px;margin:16px 0;padding:8px 16px}
h2{font-size:18px;margin:8px 0} dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0;font-size:14px}
dt{font-weight:bold} pre{white-space:pre-wrap;font-family:inherit;background:#f5f5f5;padding:12px;border-radius:4px}
a{color:${brandColors.primary}}
</style></head><body><main>${body}</main></body></html>`;

/**
 * /mailbox: the outbox as a plain page, newest first, links clickable (?to= narrows to one address).
 * It shows codes, links and temporary passwords (finding 3), so it exists only with the embedded
 * outbox outside production, and answers only callers on this machine unless MAILBOX=on (demos);
 * MAILBOX=off removes it. Everyone else gets the ordinary 404.
 */
export async function mailboxRoutes(app: FastifyInstance) {
  const { MAILBOX, NODE_ENV, SMTP_URL } = app.config;
  if (SMTP_URL || NODE_ENV === 'production' || MAILBOX === 'off') return;
  const onlyHere = MAILBOX !== 'on';
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (onlyHere && !isLocalCaller(request)) {
      reply.callNotFound();
      return reply;
    }
  };
  const schema = { hide: true, querystring: z.object({ to: z.string().max(120).optional() }) };
  app.get('/mailbox', { schema, onRequest }, async (request, reply) => {
    const to = (request.query as { to?: string }).to?.trim().toLowerCase();
    const rows = await listOutbox(app.db, to ?? null, SHOWN);
    const items = rows.map(
      (m) => `<article aria-labelledby="mail-${m.id}">
<h2 id="mail-${m.id}">${escapeHtml(m.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(m.toAddr)}</dd><dt>Date</dt><dd>${escapeHtml(m.createdAt.toISOString())}</dd><dt>Status</dt><dd>${escapeHtml(m.status)}</dd></dl>
<pre>${linkify(m.textBody)}</pre></article>`,
    );
    const heading = `<h1>${mailboxTexts.title}</h1><p>${escapeHtml(mailboxTexts.intro)}</p>${to ? `<p>To ${escapeHtml(to)} · <a href="/mailbox">all messages</a></p>` : ''}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(heading + (items.length ? items.join('\n') : `<p>${mailboxTexts.empty}</p>`)));
  });
}
