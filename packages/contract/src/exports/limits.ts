/** Most rows one export names: every row a search can answer (two sources of at most 500 bills). */
export const EXPORT_MAX_ROWS = 1_000;

/** The formats of every export. */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * Exports and document bundles one person downloads an hour, whatever they hold: each reads and audits
 * up to a thousand records, so a script could otherwise make the server read and store without end
 * (docs/decisions/073-downloads-an-hour.md).
 */
export const DOWNLOADS_PER_HOUR = 60;
