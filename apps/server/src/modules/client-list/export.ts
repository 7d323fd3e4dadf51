import ExcelJS from 'exceljs';
import { clientColumns, clientListExport, formatDate, linesOfBusiness, todayIso, type ClientRow, type LineOfBusiness } from '@wcpp/contract';

export interface ClientListCriteria {
  lob: LineOfBusiness;
  tin: string;
  prvId: number;
  state: string;
  product: string;
}

/**
 * Part 1 §9: Client_List.xlsx, sheet "Client List": the criteria (line of business, tax ID, provider
 * ID, state, product, date) in the header rows, the column headings on row 11, then the rows.
 */
export async function clientListWorkbook(rows: ClientRow[], criteria: ClientListCriteria, now: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Provider Portal';
  const sheet = workbook.addWorksheet(clientListExport.sheetName);
  sheet.columns = clientColumns.map((c) => ({ key: c.id, width: c.width }));
  const labels = clientListExport.criteria;
  sheet.getCell('A1').value = clientListExport.sheetName;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  const header: [string, string][] = [
    [labels.lob, linesOfBusiness[criteria.lob]],
    [labels.tin, criteria.tin],
    [labels.provider, String(criteria.prvId)],
    [labels.state, criteria.state],
    [labels.product, criteria.product],
    [labels.date, formatDate(todayIso(now))],
  ];
  header.forEach(([label, value], i) => {
    const row = sheet.getRow(3 + i);
    row.getCell(1).value = label;
    row.getCell(1).font = { bold: true };
    row.getCell(2).value = value;
  });
  const headings = sheet.getRow(clientListExport.headingRow);
  clientColumns.forEach((c, i) => (headings.getCell(i + 1).value = c.header));
  headings.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: clientListExport.headingRow }];
  rows.forEach((row, r) => {
    const line = sheet.getRow(clientListExport.headingRow + 1 + r);
    clientColumns.forEach((c, i) => (line.getCell(i + 1).value = c.text(row)));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
