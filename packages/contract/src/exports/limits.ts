/** Most rows one export names: every row a search can answer (two sources of at most 500 bills). */
export const EXPORT_MAX_ROWS = 1_000;

/** The formats of every export. */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
