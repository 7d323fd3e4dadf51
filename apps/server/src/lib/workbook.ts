import type { FastifyReply, FastifyRequest } from 'fastify';
import { XLSX_TYPE } from '@wcpp/contract';
import { sendFile } from './send-file';

/** The spreadsheet type (the contract's): a call that answers JSON answers its workbook when Accept names it. */
export { XLSX_TYPE };

/** Whether the request asks for the workbook rather than the JSON. */
export const wantsWorkbook = (request: FastifyRequest): boolean => (request.headers.accept ?? '').includes(XLSX_TYPE);

/** Sends a workbook as a download, never cached, its name made safe as every download's (send-file.ts). */
export function sendWorkbook(reply: FastifyReply, bytes: Buffer, fileName: string) {
  return sendFile(reply, XLSX_TYPE, bytes, fileName);
}
