import { adjustmentGroupTexts, carcPlainTexts, formatDate, formatMoney, paymentTexts as texts, type PaymentAdjustment, type PaymentBill } from '@wcpp/contract';

/**
 * An adjustment in plain words first (what it took off, and why, in a few words), then its codes, which
 * open the codes' full text (group, CARC and RARC as the 835 carries them) on demand (decision 082).
 */
function Adjustment({ adjustment: a }: { adjustment: PaymentAdjustment }) {
  const codes = `${a.group}-${a.carc}${a.rarc ? ` ${a.rarc}` : ''}`;
  return (
    <li>
      <strong>{carcPlainTexts[a.carc] ?? adjustmentGroupTexts[a.group]}</strong> {formatMoney(a.amount)}
      <details>
        <summary aria-label={texts.codesInFull(codes)}>{codes}</summary>
        {adjustmentGroupTexts[a.group]}. {a.text}
      </details>
    </li>
  );
}

/** A bill of the payment, with each line's amounts and adjustments; on a phone each line is a stack of label and value. */
export function BillLines({ bill, tin, openEor }: { bill: PaymentBill; tin: string; openEor: (bill: PaymentBill) => void }) {
  const c = texts.lineColumns;
  // The bill's number opens its EOR, as on the claim page and Bill Search (decision 082).
  const [before, after] = texts.bill(bill.billControlNumber, tin).split(bill.billControlNumber);
  return (
    <div className="wc-payment-bill">
      <h3 className="wc-h3">
        {bill.eorImageUrl ? (
          <>
            {before}
            <button type="button" className="wc-link-action" aria-label={texts.openEor(bill.billControlNumber)} onClick={() => openEor(bill)}>
              {bill.billControlNumber}
            </button>
            {after}
          </>
        ) : (
          texts.bill(bill.billControlNumber, tin)
        )}{' '}
        · {texts.billStatus[bill.status]} · {formatMoney(bill.paid)}
      </h3>
      {/* On a phone each line is a stack of label and value (base.css .wc-lines), so the table never scrolls sideways. */}
      <table className="wc-table wc-lines">
        <caption className="wc-visually-hidden">{texts.bill(bill.billControlNumber, tin)}</caption>
        <thead>
          <tr>
            <th scope="col">{c.line}</th>
            <th scope="col">{c.serviceDate}</th>
            <th scope="col">{c.procedure}</th>
            <th scope="col" className="wc-num">{c.billed}</th>
            <th scope="col" className="wc-num">{c.allowed}</th>
            <th scope="col" className="wc-num">{c.paid}</th>
            <th scope="col">{c.adjustments}</th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line) => (
            <tr key={line.lineNo}>
              <td data-label={c.line}>{line.lineNo}</td>
              <td data-label={c.serviceDate}>{formatDate(line.serviceDate)}</td>
              <td data-label={c.procedure}>{[line.procedureCode, line.modifier].filter(Boolean).join('-')}</td>
              <td className="wc-num" data-label={c.billed}>{formatMoney(line.billed)}</td>
              <td className="wc-num" data-label={c.allowed}>{formatMoney(line.allowed)}</td>
              <td className="wc-num" data-label={c.paid}>{formatMoney(line.paid)}</td>
              <td data-label={c.adjustments} className="wc-lines-adjustments">
                {line.adjustments.length === 0 ? (
                  texts.noAdjustment
                ) : (
                  <ul className="wc-adjustments">
                    {line.adjustments.map((a) => (
                      <Adjustment key={`${a.group}-${a.carc}`} adjustment={a} />
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

