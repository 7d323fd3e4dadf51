/** What one sending may carry (issue 48 §1, as the peers allow) and what a group may send in a day (§4). */
export const attachmentLimits = {
  filesPerSending: 10,
  fileBytes: 60 * 1024 * 1024,
  sendingBytes: 150 * 1024 * 1024,
  /** Per group and calendar day (UTC), every sending of the group's users together. */
  groupFilesPerDay: 200,
  groupBytesPerDay: 2 * 1024 * 1024 * 1024,
  /** The longest file name kept (after cleaning). */
  fileNameLength: 120,
} as const;

/** The types a record may be, decided by its content, never by its name (issue 48 §1). */
export const attachmentTypes = ['application/pdf', 'image/tiff', 'image/jpeg', 'image/png'] as const;
export type AttachmentType = (typeof attachmentTypes)[number];

/** The multipart fields of a sending, in this order: the bill, then each file after its document type. */
export const sendingFields = { billId: 'billId', documentType: 'documentType', file: 'file' } as const;
