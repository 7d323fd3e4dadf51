/** Alerts when money or an EOR arrives (issue 28 §4, docs/decisions/067-remittance-alerts.md). */
import * as z from 'zod/mini';

export const alertKinds = ['payment', 'eor'] as const;
export type AlertKind = (typeof alertKinds)[number];

const channels = z.object({ bell: z.boolean(), email: z.boolean() });
/** Per kind: in the bell, and in the daily e-mail digest. Everything off until the person turns it on. */
export const AlertPreferencesSchema = z.object({ payment: channels, eor: channels });
export type AlertPreferences = z.infer<typeof AlertPreferencesSchema>;

/** The form a mail program posts for RFC 8058's one-click unsubscribe. */
export const OneClickUnsubscribeSchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

export const UnsubscribeQuerySchema = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_.-]{10,200}$/, 'This unsubscribe link is not valid.')) });
