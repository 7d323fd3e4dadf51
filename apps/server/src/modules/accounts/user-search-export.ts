import ExcelJS from 'exceljs';
import { userNameShown, userSearchExport, type UserRow } from '@wcpp/contract';

/**
 * Part 2 §9: UserSearch.xlsx, one sheet, the seven columns with their widths, a header row, one row per user; an account
 * pending registration reads so in the Username column, as on screen.
 */
export async function userSearchWorkbook(rows: UserRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Provider Portal';
  const sheet = workbook.addWorksheet(userSearchExport.sheetName);
  sheet.columns = userSearchExport.columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    const shown = { ...row, userNm: userNameShown(row) };
    sheet.addRow(Object.fromEntries(userSearchExport.columns.map((c) => [c.key, shown[c.key] ?? ''])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
