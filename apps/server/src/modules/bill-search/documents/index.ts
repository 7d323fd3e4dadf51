import { renderCms1500 } from './cms1500';
import type { BillDocumentData } from './types';
import { renderUb04 } from './ub04';

export { renderEor } from './eor';
export { renderPriceSheet } from './price-sheet';
export { billReferenceLines } from './reference';
export { referenceFileName, renderReferencePdf } from './reference-pdf';
export type { BillDocumentData, BillDocumentLine } from './types';

/** The bill image: the claim form the bill came on (CMS-1500 professional, UB-04 facility). */
export function renderBillImage(bill: BillDocumentData): Promise<Buffer> {
  return bill.formType === 'UB04' ? renderUb04(bill) : renderCms1500(bill);
}
