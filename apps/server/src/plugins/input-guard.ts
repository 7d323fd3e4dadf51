import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inputMessages, isWellFormedText } from '@wcpp/contract';
import { AppError } from '../lib/errors';

const NUL_MESSAGE = 'The request contains a character that is not allowed.';
const refuse = (message: string, field = '_') => new AppError(400, 'VALIDATION', message, { [field]: message });

/** A UTF-8-encoded surrogate half (U+D800–U+DFFF is ED A0–BF xx): it decodes to no character. */
const ENCODED_SURROGATE = /%ED%[AB][0-9A-F]/i;

/** Deeper than this a body is not walked (no schema of ours nests so deep; the walk is recursive). */
const MAX_DEPTH = 32;

type Rule = 'nul' | 'surrogate';
type Offence = { rule: Rule; path: string[] };

/** What is wrong with one string: a NUL, a lone UTF-16 surrogate (one regex test), or nothing. */
function ruleOf(text: string): Rule | null {
  if (text.includes('\u0000')) return 'nul';
  return isWellFormedText(text) ? null : 'surrogate';
}

/** In the URL a surrogate half also comes percent-encoded: the query parser leaves what it cannot decode as it is. */
const urlRuleOf = (text: string): Rule | null => ruleOf(text) ?? (ENCODED_SURROGATE.test(text) ? 'surrogate' : null);

/**
 * The first string of a parsed value (path params, query, JSON body), key or value at any depth up to
 * MAX_DEPTH, that breaks a rule, with the path of its field; null when all are clean. Each string is
 * looked at once; binary bodies are not walked.
 */
function offenceIn(value: unknown, rule: (text: string) => Rule | null, depth = 0): Offence | null {
  if (typeof value === 'string') {
    const broken = rule(value);
    return broken ? { rule: broken, path: [] } : null;
  }
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    // A bad key is reported on the object that holds it: the key itself is not echoed back.
    const keyRule = rule(key);
    if (keyRule) return { rule: keyRule, path: [] };
    const found = offenceIn(inner, rule, depth + 1);
    if (found) {
      found.path.unshift(key);
      return found;
    }
  }
  return null;
}

function refuseOffence(value: unknown, rule: (text: string) => Rule | null): void {
  const found = offenceIn(value, rule);
  if (!found) return;
  if (found.rule === 'nul') throw refuse(NUL_MESSAGE);
  throw refuse(inputMessages.unpairedSurrogate, found.path.join('.') || '_');
}

/**
 * Characters no field can hold are refused before any route sees them (400 VALIDATION), for every
 * route: the API, the sign-on pages, the content and resource hosts (docs/decisions/030, 049).
 * - NUL: PostgreSQL cannot store it in text and answers an error; checked on the matched route's
 *   decoded path params (the router decodes %00) and query (keys and values), and on every parsed
 *   body. A path no route matches is answered 404 by no route's code.
 * - A lone UTF-16 surrogate (an escape such as "\ud800" in JSON): no character; PostgreSQL's jsonb
 *   refuses it (the audit row failed: a 500) and text stores U+FFFD instead. Checked on the decoded
 *   path params and query values (and a percent-encoded half the query parser left as it was) in
 *   onRequest, before the route's sign-in, rate-limit and guard hooks; and on the parsed body in the
 *   first preValidation hook, before validation, the handler and any audit row. One regex test per
 *   string. The contract's text fields carry the same rule (wellFormedText) for the forms.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // Callback hooks, not async ones: the checks are synchronous (a promise per hook per request costs more).
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    try {
      refuseOffence(request.params, ruleOf);
      refuseOffence(request.query, urlRuleOf);
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    try {
      refuseOffence(request.body, ruleOf);
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
});

/**
 * Fastify's `frameworkErrors`: a path the router cannot decode (an encoded surrogate half, a bad
 * escape) never reaches a hook or the error handler; it gets the API's error shape here, 400
 * VALIDATION, instead of Fastify's own answer. Anything else the router refuses keeps its status.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    const message = ENCODED_SURROGATE.test(request.url) ? inputMessages.unpairedSurrogate : NUL_MESSAGE;
    void reply.status(400).send({ code: 'VALIDATION', message, fields: { _: message }, requestId: request.id });
    return;
  }
  void reply.status(error.statusCode ?? 400).send({ code: 'BAD_REQUEST', message: 'The request could not be read.', requestId: request.id });
}
