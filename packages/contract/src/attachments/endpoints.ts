import { defineEndpoint, file } from '../endpoint';
import { ApiErrorSchema } from '../shared/answers';
import { attachmentTypes } from './limits';
import { AttachmentFileParamsSchema, ReceiptFileSchema, ReceiptParamsSchema, ReceiptSchema } from './schemas';

/** Sending records for a bill (issue 48 step 1). Call descriptions only: exported as `attachmentCalls`. */

export const sendRecords = defineEndpoint({
  method: 'POST',
  path: '/attachments/sendings',
  // multipart/form-data, streamed (decision 095): `billId`, then for each file its `documentType` and the `file`.
  responses: { 201: ReceiptSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 413: ApiErrorSchema, 429: ApiErrorSchema },
  guard: 'recordsSender',
  summary:
    'Sends records for a bill as multipart/form-data: billId, then for each file (at most 10, 60 MB each, 150 MB in all; PDF, TIFF, JPEG or PNG by content) its documentType (a PWK01 report type code) and the file. Answers the receipt',
  tags: ['attachments'],
});

export const receipt = defineEndpoint({
  method: 'GET',
  path: '/attachments/sendings/:receipt',
  params: ReceiptParamsSchema,
  responses: { 200: ReceiptSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: "A sending's receipt by its number, for a bill of the caller's Tax IDs",
  tags: ['attachments'],
});

export const attachmentFile = defineEndpoint({
  method: 'GET',
  path: '/attachments/files/:fileId',
  params: AttachmentFileParamsSchema,
  responses: { 200: file(...attachmentTypes), 400: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'A sent file, streamed from its store as a download (never shown inline); every read is recorded',
  tags: ['attachments'],
});

export const withdrawFile = defineEndpoint({
  method: 'POST',
  path: '/attachments/files/:fileId/withdraw',
  params: AttachmentFileParamsSchema,
  responses: { 200: ReceiptFileSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'recordsSender',
  summary: 'Withdraws a sent file (a wrong one) while the network has not opened it',
  tags: ['attachments'],
});
