import * as z from 'zod/mini';
import { transformed } from '../shared/mini';
import { attachmentMessages } from './messages';
import { attachmentTypes } from './limits';

/** The states of a sent file (issue 48 §2): sent, then received or refused by the network's inspection, or withdrawn by its sender. */
export const attachmentFileStates = ['sent', 'received', 'refused', 'withdrawn'] as const;
export type AttachmentFileState = (typeof attachmentFileStates)[number];

/** One file of a receipt. */
export const ReceiptFileSchema = z.object({
  fileId: z.number(),
  fileName: z.string(),
  contentType: z.enum(attachmentTypes),
  documentType: z.string(),
  documentTypeText: z.string(),
  /** Counted by the inspection (step 2); null until then. */
  pages: z.nullable(z.number()),
  bytes: z.number(),
  sha256: z.string(),
  /** The same file was already stored for this bill: kept once, and this file points at it. */
  alreadyReceived: z.boolean(),
  state: z.enum(['sent', 'received', 'refused', 'withdrawn']),
  refusalReason: z.nullable(z.string()),
});

/** The receipt of one sending (issue 48 §2), as sent back and as read again by its number. */
export const ReceiptSchema = z.object({
  receiptNumber: z.string(),
  /** The bill's control number, CLM01 of its 837. */
  billControlNumber: z.string(),
  billId: z.number(),
  sentBy: z.string(),
  sentAt: z.string(),
  files: z.array(ReceiptFileSchema),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** A receipt number as a person reads it, with or without its hyphens, in either case. */
export const ReceiptParamsSchema = z.object({
  receipt: z.string().check(z.regex(/^[0-9A-Za-z -]{10,16}$/, attachmentMessages.unknownReceipt)),
});

export const AttachmentFileParamsSchema = z.object({
  fileId: z.pipe(transformed(z.string().check(z.regex(/^\d{1,12}$/, attachmentMessages.unknownFile)), Number), z.int()),
});
