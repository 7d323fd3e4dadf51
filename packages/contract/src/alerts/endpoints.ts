import { defineEndpoint, file } from '../endpoint';
import { ApiErrorSchema } from '../shared/answers';
import { AlertPreferencesSchema, OneClickUnsubscribeSchema, UnsubscribeQuerySchema } from './schemas';

/** Alerts when money or an EOR arrives (issue 28 §4). This module holds call descriptions only: the contract exports it as `alertCalls`. */

export const alertPreferences = defineEndpoint({
  method: 'GET',
  path: '/alerts/preferences',
  responses: { 200: AlertPreferencesSchema },
  guard: 'signedIn',
  summary: "The signed-in person's own choices of payment and EOR alerts, per kind: bell and daily e-mail",
  tags: ['alerts'],
});

export const saveAlertPreferences = defineEndpoint({
  method: 'PUT',
  path: '/alerts/preferences',
  body: AlertPreferencesSchema,
  responses: { 200: AlertPreferencesSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'signedIn',
  summary: "Saves the signed-in person's alert choices (not while mirroring)",
  tags: ['alerts'],
});

export const unsubscribeAlerts = defineEndpoint({
  method: 'GET',
  path: '/alerts/unsubscribe',
  query: UnsubscribeQuerySchema,
  responses: { 200: file('text/html'), 400: file('text/html') },
  guard: 'public',
  summary: "The daily alert e-mail's unsubscribe link: a page that asks, with a button that posts the one-click unsubscribe (a GET changes nothing)",
  tags: ['alerts'],
});


export const unsubscribeAlertsOneClick = defineEndpoint({
  method: 'POST',
  path: '/alerts/unsubscribe',
  query: UnsubscribeQuerySchema,
  body: OneClickUnsubscribeSchema,
  responses: { 200: file('text/html'), 400: file('text/html') },
  guard: 'public',
  summary: "RFC 8058's one-click unsubscribe: a mail program's Unsubscribe button posts List-Unsubscribe=One-Click to the digest's link",
  tags: ['alerts'],
});
