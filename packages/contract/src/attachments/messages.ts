import { attachmentLimits } from './limits';

const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** Sending records (issue 48): the refusals word for word, for the server and the web alike. */
export const attachmentMessages = {
  notMultipart: 'Send the records as a form with the bill and its files.',
  billFirst: 'Name the bill before its files.',
  unknownBill: 'No bill with this number was found among the bills of your Tax IDs.',
  documentTypeFirst: 'Choose a document type for each file, before the file.',
  unknownDocumentType: 'Choose a document type from the list.',
  unknownField: 'The form holds a field the sending does not take.',
  noFiles: 'Choose at least one file to send.',
  tooManyFiles: `Send at most ${attachmentLimits.filesPerSending} files at once.`,
  fileTooLarge: `Each file may be at most ${mb(attachmentLimits.fileBytes)}.`,
  sendingTooLarge: `The files of one sending may be at most ${mb(attachmentLimits.sendingBytes)} in all.`,
  emptyFile: 'A file is empty. Choose the file again.',
  wrongType: 'Only PDF, TIFF, JPEG and PNG files can be sent. The type is read from the file itself, not its name.',
  groupQuota: "Your group has sent as many records today as a day allows. Try again tomorrow, or call the network's help desk.",
  noGroup: 'Only the users of a provider group may send records.',
  interrupted: 'The sending was interrupted before every file arrived. Nothing was kept: send it again.',
  unknownReceipt: 'No sending with this receipt number was found among the bills of your Tax IDs.',
  unknownFile: 'No sent file with this number was found among the bills of your Tax IDs.',
  withdrawn: 'This file was withdrawn by its sender.',
  notWithdrawable: 'Only a file the network has not yet opened can be withdrawn.',
} as const;
