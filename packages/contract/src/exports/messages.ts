import { DOWNLOADS_PER_HOUR, EXPORT_MAX_ROWS } from './limits';

/** Refusals of the exports (issue 27 §3). */
export const exportMessages = {
  format: 'Choose CSV or XLSX.',
  noRows: 'There is nothing to export.',
  tooManyRows: `An export holds at most ${String(EXPORT_MAX_ROWS).replace(/\B(?=(\d{3})+$)/g, ',')} rows. Filter the table and try again.`,
  /** A row named that is not in the caller's scope, or does not exist: the whole export is refused. */
  notFound: 'Some of these rows were not found. Search again and export the results.',
  /** Past DOWNLOADS_PER_HOUR (429): exports and document bundles together. */
  tooManyDownloads: `You can download at most ${DOWNLOADS_PER_HOUR} exports and document bundles an hour. Please try again later.`,
} as const;
