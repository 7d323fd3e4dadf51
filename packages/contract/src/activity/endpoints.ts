import { defineEndpoint } from '../endpoint';
import { tableExportAnswers } from '../exports/call';
import { ApiErrorSchema } from '../shared/answers';
import { ActivityExportQuerySchema, ActivityPageSchema, ActivityQuerySchema, NotMeSchema, OwnSignInsSchema, SummaryChoiceSchema, TinReadersSchema, ChainCheckSchema } from './schemas';

/** The activity record (issue 47). Call descriptions only: the contract exports this module as `activityCalls`. */

export const activity = defineEndpoint({
  method: 'GET',
  path: '/activity',
  query: ActivityQuerySchema,
  responses: { 200: ActivityPageSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'activityViewer',
  summary: "What the group's users did (a Provider Admin), or every group's (internal administrators): newest first, 50 at a time by keyset, filtered by person, patient, TIN, claim, bill, payment, action kind and dates (the last 7 days by default)",
  tags: ['activity'],
});

export const exportActivity = defineEndpoint({
  method: 'GET',
  path: '/activity/export',
  query: ActivityExportQuerySchema,
  responses: tableExportAnswers,
  guard: 'activityViewer',
  summary: 'Every row of an Activity search (at most 1,000), as CSV or XLSX; the export is itself recorded',
  tags: ['activity', 'exports'],
});

export const ownSignIns = defineEndpoint({
  method: 'GET',
  path: '/activity/signIns',
  responses: { 200: OwnSignInsSchema },
  guard: 'signedIn',
  summary: "The person's own sign-ins and refused attempts of the last 30 days (at most 20), with the address and browser",
  tags: ['activity'],
});

export const notMe = defineEndpoint({
  method: 'POST',
  path: '/activity/notMe',
  responses: { 200: NotMeSchema, 403: ApiErrorSchema },
  guard: 'signedIn',
  summary: '"This wasn\'t me": ends every other session of the person and forgets their remembered browsers (the password is changed next)',
  tags: ['activity'],
});

export const summaryChoice = defineEndpoint({
  method: 'GET',
  path: '/activity/summary',
  responses: { 200: SummaryChoiceSchema, 403: ApiErrorSchema },
  guard: 'activityViewer',
  summary: "Whether the Provider Admin is mailed the monthly summary of the group's users and TIN requests",
  tags: ['activity'],
});

export const saveSummaryChoice = defineEndpoint({
  method: 'PUT',
  path: '/activity/summary',
  body: SummaryChoiceSchema,
  responses: { 200: SummaryChoiceSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'activityViewer',
  summary: 'Keeps or stops the monthly summary mail (its opt-out)',
  tags: ['activity'],
});

export const tinReaders = defineEndpoint({
  method: 'GET',
  path: '/activity/tinReaders',
  responses: { 200: TinReadersSchema, 403: ApiErrorSchema },
  guard: 'activityViewer',
  summary: "For each of a Provider Admin's group's TINs, which other groups read its records in the last 90 days and how often, by group, never by person (decision 091)",
  tags: ['activity'],
});

export const verifyRecord = defineEndpoint({
  method: 'POST',
  path: '/activity/verify',
  responses: { 200: ChainCheckSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'admin',
  summary: 'Seals what is committed, then checks the whole chain of the activity record against its rows and the published seals (one check at a time)',
  tags: ['activity'],
});
