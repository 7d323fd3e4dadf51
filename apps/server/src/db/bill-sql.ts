import { sql } from 'drizzle-orm';

/** A bill's provider in words (the claim page, a payment's bills): the rendering physician's name, or the facility on the bill. Reads alias `b`. */
export const billProviderName = sql.raw(`coalesce(nullif(concat_ws(' ', b.physician_first_name, b.physician_last_name), ''), b.facility_name)`);
