import { useId } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FirstPage from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPage from '@mui/icons-material/LastPage';
import { tableTexts } from '@wcpp/contract';

// The names MUI's TablePagination gave its buttons, kept so people (and tests) find them as before.
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
 * The table's paging row: rows per page, "1-10 of 23", first/previous/next/last. MUI's
 * TablePagination looked the same but wrapped each button in a Tooltip, which brought Popper
 * (@popperjs/core, ~7 KB gzipped) to every table screen (docs/decisions/035).
 */
export function TablePager({ count, page, pageSize, pageSizes, onPage, onPageSize }: Props) {
  const labelId = useId();
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  const button = (name: keyof typeof buttonNames, target: number, disabled: boolean, icon: React.ReactNode) => (
    <IconButton aria-label={buttonNames[name]} title={buttonNames[name]} disabled={disabled} onClick={() => onPage(target)}>
      {icon}
    </IconButton>
  );
  return (
    <Box sx={rowSx}>
      <p id={labelId} className="wc-body2">
        {tableTexts.rowsPerPage}
      </p>
      {/* A native select: MUI's Select brought Select, Menu and Popover code (~7 KB gzipped) to every table screen. */}
      <Box sx={selectSx}>
        <select aria-labelledby={labelId} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <ArrowDropDown />
      </Box>
      <p className="wc-body2">{tableTexts.range(from, to, count)}</p>
      <Box sx={{ display: 'flex', ml: 1 }}>
        {button('first', 0, page === 0, <FirstPage />)}
        {button('previous', page - 1, page === 0, <KeyboardArrowLeft />)}
        {button('next', page + 1, page >= lastPage, <KeyboardArrowRight />)}
        {button('last', lastPage, page >= lastPage, <LastPage />)}
      </Box>
    </Box>
  );
}

// On a phone the rows-per-page choice and the page buttons wrap instead of widening the page.
const rowSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  minHeight: 48,
  px: 1,
  borderTop: 1,
  borderColor: 'divider',
  color: 'text.primary',
} as const;

// MUI's standard Select without underline, as TablePagination drew it.
const selectSx = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  ml: 1,
  mr: 4,
  '& select': {
    appearance: 'none',
    font: 'inherit',
    fontSize: '0.875rem',
    color: 'inherit',
    bgcolor: 'transparent',
    border: 0,
    borderRadius: 0,
    cursor: 'pointer',
    py: '4px',
    pl: 1,
    pr: 3,
    textAlign: 'right',
    textAlignLast: 'right',
    '&:focus-visible': { outline: 'none', bgcolor: 'rgba(0, 0, 0, 0.05)' },
  },
  '& svg': { position: 'absolute', right: 0, pointerEvents: 'none', color: 'action.active' },
} as const;
