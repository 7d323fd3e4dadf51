import { attachmentCalls } from '@wcpp/contract';
import { multipartBody, pngFile, sendingParts } from '../modules/attachments/test-files';
import { all, row, type Row } from './permission-callers';

/** What the attachment rows act on: a bill of 751234501 to send to; a sending of provadmin1's to a bill of 751234503. */
export interface AttachmentTargets {
  bill501: number;
  receipt503: string;
  file503: number;
}

/**
 * The permission table's rows of sending records (issue 48, docs/decisions/095-attachments-store.md):
 * the practice's users send to a bill of their TINs; a bill, a receipt or a file outside them answers
 * as an unknown one; the network's administrators read but do not send; a mirror only reads.
 */
export function attachmentRows(targets: () => AttachmentTargets, resetFile: () => Promise<unknown>): Row[] {
  // provadmin1's group holds 751234503; provuser1 is not assigned it; billing01 is another group.
  const only503 = { ...all(200), PRAD_BILLING: 404, PRUS: 404, 'ISAD→PRUS': 404 };
  return [
    row(attachmentCalls.sendRecords, {
      call: 'send a PNG for a bill of 751234501',
      input: () => {
        const form = multipartBody(sendingParts(targets().bill501, [{ fileName: 'photo.png', data: pngFile() }]));
        return { headers: form.headers, body: form.payload };
      },
      expect: { ...all(403), NONE: 401, PRAD: 201, PRUS: 201, PRAD_BILLING: 404 },
    }),
    row(attachmentCalls.receipt, { call: 'the receipt of a sending to a bill of 751234503', input: () => ({ params: { receipt: targets().receipt503 } }), expect: only503 }),
    row(attachmentCalls.attachmentFile, { call: 'a file sent for a bill of 751234503', input: () => ({ params: { fileId: targets().file503 } }), expect: only503 }),
    row(attachmentCalls.withdrawFile, {
      call: 'withdraw a file sent for a bill of 751234503 (by its group)',
      input: () => ({ params: { fileId: targets().file503 } }),
      before: resetFile,
      expect: { ...all(403), NONE: 401, PRAD: 200, PRAD_BILLING: 404, PRUS: 404 },
    }),
  ];
}
