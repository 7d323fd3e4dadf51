import ExcelJS from 'exceljs';
import { feeScheduleDocument, feeScheduleLines, formatDate, todayIso, type FeeScheduleLob } from '@wcpp/contract';
import { baseSchedule, cents, rateFactor } from './base-schedule';

export interface FeeScheduleLocation {
  nationalRateCd: string;
  lob: string;
  prvName: string;
  provLctnName: string;
  provLctnAddr: string;
  lctnZipCd: string;
  cpdProvId: string;
}

/**
 * The fee-schedule file of one provider location (decision 042): a workbook with the location and its
 * rate code in the header rows, the headings on row 9, then each procedure with its PPO allowance.
 */
export async function feeScheduleWorkbook(location: FeeScheduleLocation, now: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Provider Portal';
  const sheet = workbook.addWorksheet(feeScheduleDocument.sheetName);
  sheet.columns = [{ width: 16 }, { width: 58 }, { width: 10 }, { width: 16 }];
  sheet.getCell('A1').value = 'PPO Fee Schedule';
  sheet.getCell('A1').font = { bold: true, size: 14 };
  const header: [string, string][] = [
    ['Provider', location.prvName],
    ['Location', `${location.provLctnName}, ${location.provLctnAddr} ${location.lctnZipCd}`],
    ['Provider ID', location.cpdProvId],
    ['Rate Code', location.nationalRateCd],
    ['Line of Business', feeScheduleLines[location.lob as FeeScheduleLob] ?? location.lob],
    ['Date', formatDate(todayIso(now))],
  ];
  header.forEach(([label, value], i) => {
    const row = sheet.getRow(2 + i);
    row.getCell(1).value = label;
    row.getCell(1).font = { bold: true };
    row.getCell(2).value = value;
  });
  const headings = sheet.getRow(feeScheduleDocument.headingRow);
  feeScheduleDocument.headings.forEach((h, i) => (headings.getCell(i + 1).value = h));
  headings.font = { bold: true };
  const factor = rateFactor(location.nationalRateCd);
  baseSchedule.forEach((line, i) => {
    const row = sheet.getRow(feeScheduleDocument.headingRow + 1 + i);
    row.getCell(1).value = line.code;
    row.getCell(2).value = line.description;
    row.getCell(3).value = line.modifier;
    row.getCell(4).value = cents(line.base * factor);
    row.getCell(4).numFmt = '"$"#,##0.00';
  });
  sheet.views = [{ state: 'frozen', ySplit: feeScheduleDocument.headingRow }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
