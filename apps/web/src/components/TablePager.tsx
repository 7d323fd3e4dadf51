import { useId, type ReactNode } from 'react';
import { tableTexts } from '@wcpp/contract';
import { Icon, type IconName } from './ui/icons';

// The buttons' names, kept so people (and tests) find them as before.
const buttonNames = { first: 'Go to first page', previous: 'Go to previous page', next: 'Go to next page', last: 'Go to last page' } as const;

interface Props {
  count: number;
  page: number;
  pageSize: number;
  pageSizes: number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * The table's paging row: rows per page (a native select), "1-10 of 23", first/previous/next/last.
 * On a phone it wraps instead of widening the page.
 */
export function TablePager({ count, page, pageSize, pageSizes, onPage, onPageSize }: Props) {
  const labelId = useId();
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  const button = (name: keyof typeof buttonNames, target: number, disabled: boolean, icon: IconName): ReactNode => (
    <button type="button" className="wc-icon-button" aria-label={buttonNames[name]} title={buttonNames[name]} disabled={disabled} onClick={() => onPage(target)}>
      <Icon name={icon} />
    </button>
  );
  return (
    <div className="wc-pager">
      <p id={labelId} className="wc-body2">
        {tableTexts.rowsPerPage}
      </p>
      <span className="wc-pager-size">
        <select aria-labelledby={labelId} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <Icon name="arrowDropDown" />
      </span>
      <p className="wc-body2">{tableTexts.range(from, to, count)}</p>
      <span className="wc-pager-buttons">
        {button('first', 0, page === 0, 'firstPage')}
        {button('previous', page - 1, page === 0, 'chevronLeft')}
        {button('next', page + 1, page >= lastPage, 'chevronRight')}
        {button('last', lastPage, page >= lastPage, 'lastPage')}
      </span>
    </div>
  );
}
