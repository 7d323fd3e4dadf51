import * as z from 'zod/mini';
import { activityTexts, ActivityQuerySchema, fieldErrors, parseUsDate, toUsDate, type ActivityQuery } from '@wcpp/contract';

/** The Activity's filters, in the order of the form and of the address. */
export const filterFields = ['person', 'patient', 'tin', 'claimNumber', 'bill', 'payment', 'kind', 'from', 'to', 'group', 'ip'] as const;
export type FilterField = (typeof filterFields)[number];
/** Only the network's administrators filter by group and address (issue 47 §1). */
export const networkFields: ReadonlySet<FilterField> = new Set(['group', 'ip']);

/** The form as typed: every field may be empty; dates as MM/DD/YYYY. */
export type ActivityForm = Record<FilterField, string>;
/** What a search asks: the call's query without the page to start after. */
export type ActivityFilters = Omit<ActivityQuery, 'after'>;

export const emptyForm: ActivityForm = { person: '', patient: '', tin: '', claimNumber: '', bill: '', payment: '', kind: '', from: '', to: '', group: '', ip: '' };

const isDate = (field: FilterField) => field === 'from' || field === 'to';

/**
 * The filters as typed, checked by the contract's own query schema (the server checks them again with
 * it): the query the call takes, or the schema's message for each field. A date that is not one says
 * so first; an empty field is no filter.
 */
export function checkFilters(form: ActivityForm): { filters: ActivityFilters; errors: null } | { filters: null; errors: Partial<Record<FilterField, string>> } {
  const typed: Record<string, string> = {};
  const errors: Partial<Record<FilterField, string>> = {};
  for (const field of filterFields) {
    const value = form[field].trim();
    if (!value) continue;
    if (!isDate(field)) typed[field] = value;
    else {
      const iso = parseUsDate(value);
      if (iso) typed[field] = iso;
      else errors[field] = activityTexts.invalidDate;
    }
  }
  const checked = ActivityQuerySchema.safeParse(typed);
  if (!checked.success) {
    for (const [field, message] of Object.entries(fieldErrors(checked.error.issues))) {
      if ((filterFields as readonly string[]).includes(field)) errors[field as FilterField] ??= message;
    }
  }
  if (Object.keys(errors).length) return { filters: null, errors };
  return { filters: typed as ActivityFilters, errors: null };
}

/**
 * The form's schema, for react-hook-form's zod resolver as every form has (so the screens share one
 * resolver): checkFilters' messages at their fields, all at once, and the query to send as its output.
 */
export const ActivityFormSchema = z.pipe(
  z.object({
    person: z.string(),
    patient: z.string(),
    tin: z.string(),
    claimNumber: z.string(),
    bill: z.string(),
    payment: z.string(),
    kind: z.string(),
    from: z.string(),
    to: z.string(),
    group: z.string(),
    ip: z.string(),
  }).check(
    z.superRefine((form, ctx) => {
      for (const [field, message] of Object.entries(checkFilters(form).errors ?? {})) ctx.addIssue({ code: 'custom', message, path: [field], input: form[field as FilterField] });
    }),
  ),
  z.transform((form: ActivityForm): ActivityFilters => checkFilters(form).filters ?? {}),
);

/**
 * Where a search is kept (decision 092): every filter in the address, as on Payments, so Back, Forward
 * and a reload keep it, except the patient's name, which is PHI and stays out of URLs (decision 055):
 * it rides in the history entry's own state, named for whom it was typed (the signed-in person and the
 * mirrored one), so it comes back with its entry and to no one else.
 */
export interface PlaceState {
  activityPatient: { owner: string; patient: string };
}
const inAddress = filterFields.filter((f) => f !== 'patient');

/** The search an address and its entry's state hold: the form as typed and the query to send. */
export function filtersOf(search: URLSearchParams, state: unknown, owner: string): { typed: ActivityForm; filters: ActivityFilters } {
  const kept = (state as Partial<PlaceState> | null)?.activityPatient;
  const patient = kept && kept.owner === owner && typeof kept.patient === 'string' ? kept.patient : '';
  const typed = { ...emptyForm };
  const filters: Record<string, string> = {};
  for (const field of filterFields) {
    const value = (field === 'patient' ? patient : search.get(field))?.trim();
    if (!value) continue;
    filters[field] = value;
    typed[field] = isDate(field) ? toUsDate(value) || value : value;
  }
  return { typed, filters: filters as ActivityFilters };
}

/** The address's query of a search: its filters but the patient's name, in the form's order. */
export const addressOf = (filters: ActivityFilters): Record<string, string> =>
  Object.fromEntries(inAddress.flatMap((f) => (filters[f] ? [[f, String(filters[f])]] : [])));

/** One search as one string, whatever order its filters came in (the address's, the form's). */
export const searchKeyOf = (filters: ActivityFilters): string => JSON.stringify(filterFields.map((f) => filters[f] ?? ''));

/** The history entry's state of a search: the patient's name, for whom it was typed; none without one. */
export const stateOf = (filters: ActivityFilters, owner: string): PlaceState | null => (filters.patient ? { activityPatient: { owner, patient: filters.patient } } : null);
