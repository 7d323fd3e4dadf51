import { addTinDialogMessages as messages, addTinDialogTexts as texts, type ProviderListItem } from '@wcpp/contract';

/** The providers found (part 2 §2): one of them selected at a time; the note under them, or why ADD refused. */
export function ProviderResultsTable({ results, selected, onSelect, selectError }: { results: ProviderListItem[]; selected: number | null; onSelect: (prvId: number) => void; selectError: string | null }) {
  return (
    <div className="wc-ua-results">
      <div className="wc-table-scroll wc-ua-dense">
        <table className="wc-table" aria-label={texts.title}>
          <thead>
            <tr>
              <th scope="col" className="wc-ua-check-cell">
                <span className="wc-visually-hidden">{texts.selectColumn}</span>
              </th>
              <th scope="col">{texts.columns.prvTaxId}</th>
              <th scope="col">{texts.columns.prvId}</th>
              <th scope="col">{texts.columns.prvName}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((p) => (
              <tr key={p.prvId}>
                <td className="wc-ua-check-cell">
                  {/* The kit's radio (as RadioGroup draws it), one per row: the rows are one group by name. */}
                  <label className="wc-check wc-check-cell">
                    <input type="radio" name="add-tin-provider" checked={selected === p.prvId} onChange={() => onSelect(p.prvId)} />
                    <span className="wc-visually-hidden">{texts.select(p.prvName)}</span>
                  </label>
                </td>
                <td>{p.prvTaxId}</td>
                <td>{p.prvId}</td>
                <td>{p.prvName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role={selectError ? 'alert' : undefined} className={selectError ? 'wc-body2 wc-ua-error' : 'wc-body2 wc-secondary'}>
        {selectError ?? messages.note}
      </p>
    </div>
  );
}
