import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { alertCalls, alertTexts } from '@wcpp/contract';
import { registerEndpoints } from '../../lib/endpoints';
import { escapeHtml } from '../../lib/html';
import { readPreferences, savePreferences, sendDigests, sweepArrivals, unsubscribe, unsubscribeToken, userOfToken } from './service';

export const ALERT_SWEEP = 'remittance-alerts';
export const DIGEST_SWEEP = 'remittance-digest';

const page = (message: string, form = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Provider Portal</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main><h1>Provider Portal</h1><p>${escapeHtml(message)}</p>${form}</main></body></html>`;

/** The link's page: a button that posts RFC 8058's one-click unsubscribe to the same address. */
const askPage = (token: string) =>
  page(
    alertTexts.unsubscribeAsk,
    `<form method="post" action="?token=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(alertTexts.unsubscribeButton)}</button></form>`,
  );

/**
 * Alerts when money or an EOR arrives (issue 28 §4, docs/decisions/067-remittance-alerts.md): the
 * signed-in person's own choices (saving is refused while mirroring, as every change), the sweeps that
 * read arrivals and send the daily digest, and the digest's one-click unsubscribe.
 */
export const alertRoutes: FastifyPluginAsync = async (app) => {
  const secret = Buffer.from(app.config.jwtSecret).toString('base64url');
  app.jobs.every(ALERT_SWEEP, (db, now) => sweepArrivals(db, now));
  app.jobs.every(DIGEST_SWEEP, (db, now) =>
    sendDigests(db, now, {
      portal: `${app.config.publicUrl}/wcpp/payments`,
      unsubscribe: (userId) => `${app.config.publicUrl}/api/alerts/unsubscribe?token=${unsubscribeToken(secret, userId, now)}`,
    }).then((sent) => {
      if (sent) app.log.info({ digests: sent }, 'alert digests written');
    }),
  );

  // RFC 8058: the one-click POST is a form; parsed here, for this plugin's routes only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const refusal = { invalid: alertTexts.unsubscribeInvalid, expired: alertTexts.unsubscribeExpired } as const;
  /** Turns the e-mail off for the person the signed token names; a token the portal did not sign changes nothing. */
  const unsubscribeBy = async (token: string, request: FastifyRequest, reply: FastifyReply) => {
    const userId = userOfToken(secret, token, new Date());
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (typeof userId !== 'number') return reply.code(400).send(page(refusal[userId]));
    await unsubscribe(app.db, userId);
    await request.audit('ALERT_UNSUBSCRIBE', String(userId), {}, { actor: null });
    return reply.send(page(alertTexts.unsubscribed));
  };

  // Public: as the other public calls, a few a minute from one address (the token itself cannot be guessed).
  const publicCall = { public: true, rateLimit: { max: app.config.PUBLIC_RATE_LIMIT, timeWindow: '1 minute' } };

  registerEndpoints(app, alertCalls, {
    alertPreferences: async (request) => readPreferences(app.db, request.auth!.user.id),
    saveAlertPreferences: async (request) => {
      const saved = await savePreferences(app.db, request.auth!.user.id, request.body);
      await request.audit('ALERT_PREFERENCES', null, { ...saved });
      return saved;
    },
    // A GET changes nothing: mail scanners and link previews follow links (RFC 8058). It asks, and its button posts.
    unsubscribeAlerts: {
      config: publicCall,
      handler: async (request, reply) => {
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        const userId = userOfToken(secret, request.query.token, new Date());
        if (typeof userId !== 'number') return reply.code(400).send(page(refusal[userId]));
        return reply.send(askPage(request.query.token));
      },
    },
    unsubscribeAlertsOneClick: { config: publicCall, handler: async (request, reply) => unsubscribeBy(request.query.token, request, reply) },
  });
};
