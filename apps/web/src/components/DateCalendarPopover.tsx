import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import { dateFieldTexts as texts, parseUsDate, todayIso, toUsDate } from '@wcpp/contract';
import { addMonths, clampDay, dayAfterKey, FIRST_DAY, monthCaption, monthOf, monthWeeks, weekdayNames } from './calendar-month';

interface Props {
  anchor: HTMLElement;
  /** The field's text (MM/DD/YYYY); the calendar opens on that day when it is a real date. */
  value: string;
  label: string;
  onPick: (usDate: string) => void;
  onClose: () => void;
}

const CELL = 36;
const cellSx = { width: CELL, height: CELL, display: 'grid', placeItems: 'center' } as const;
const daySx = {
  ...cellSx,
  p: 0,
  border: '1px solid transparent',
  borderRadius: '50%',
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '0.875rem',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
  '&[aria-current="date"]': { borderColor: 'text.secondary' },
  '&[aria-selected="true"]': { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600 },
  '&:disabled': { color: 'text.disabled', cursor: 'default' },
} as const;

/**
 * The calendar of a date field (part 1 §5: future days are disabled), a grid of day buttons after the
 * WAI-ARIA date picker pattern: arrows move by a day or a week, Home/End to the week's start and end,
 * PageUp/PageDown by a month (with Shift by a year), Enter or Space picks, Escape closes. Our own on
 * MUI primitives, a tenth of the weight of a date-picker library (docs/decisions/033-web-weight.md).
 */
export function DateCalendarPopover({ anchor, value, label, onPick, onClose }: Props) {
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Calendar value={value} label={label} onPick={onPick} />
    </Popover>
  );
}

/** Inside the popover, so its first effect runs once the days are in the page and can take the focus. */
function Calendar({ value, label, onPick }: Pick<Props, 'value' | 'label' | 'onPick'>) {
  const today = todayIso();
  const selected = parseUsDate(value);
  const clamp = (day: string) => clampDay(day, FIRST_DAY, today);
  const [focused, setFocused] = useState(() => clamp(selected ?? today));
  const moveFocus = useRef(true);
  const grid = useRef<HTMLDivElement>(null);
  const captionId = useId();

  // The focused day takes the keyboard focus when the calendar opens and after a key moves it; the
  // month buttons change the month but keep their own focus.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const go = (day: string, takeFocus: boolean) => {
    moveFocus.current = takeFocus;
    setFocused(clamp(day));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = dayAfterKey(focused, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    go(next, true);
  };
  const month = monthOf(focused);
  const nav = (months: number) => () => go(addMonths(focused, months), false);
  // Next month and next year stop at the current month (the day is then clamped to today).
  const canGoForward = monthOf(addMonths(month, 1)) <= monthOf(today);

  return (
    <Box role="dialog" aria-label={label} sx={{ p: 1.5, width: 7 * CELL + 24 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <IconButton size="small" aria-label={texts.previousYear} onClick={nav(-12)} disabled={month.slice(0, 4) <= FIRST_DAY.slice(0, 4)}>
          <KeyboardDoubleArrowLeft fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={texts.previousMonth} onClick={nav(-1)} disabled={month <= FIRST_DAY}>
          <ChevronLeft fontSize="small" />
        </IconButton>
        <Typography id={captionId} aria-live="polite" sx={{ flex: 1, textAlign: 'center', fontWeight: 600 }}>
          {monthCaption(month)}
        </Typography>
        <IconButton size="small" aria-label={texts.nextMonth} onClick={nav(1)} disabled={!canGoForward}>
          <ChevronRight fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={texts.nextYear} onClick={nav(12)} disabled={!canGoForward}>
          <KeyboardDoubleArrowRight fontSize="small" />
        </IconButton>
      </Box>
      <Box role="grid" aria-labelledby={captionId} ref={grid} onKeyDown={onKeyDown}>
        <Box role="row" sx={{ display: 'flex' }}>
          {weekdayNames.map(([short, name]) => (
            <Box key={name} role="columnheader" aria-label={name} sx={{ ...cellSx, fontSize: '0.75rem', color: 'text.secondary' }}>
              {short}
            </Box>
          ))}
        </Box>
        {monthWeeks(month).map((week) => (
          <Box role="row" key={week.find(Boolean)} sx={{ display: 'flex' }}>
            {week.map((day, i) =>
              day ? (
                <Box
                  key={day}
                  component="button"
                  type="button"
                  role="gridcell"
                  tabIndex={day === focused ? 0 : -1}
                  aria-selected={day === selected}
                  aria-current={day === today ? 'date' : undefined}
                  disabled={day > today || day < FIRST_DAY}
                  onClick={() => onPick(toUsDate(day))}
                  onFocus={() => day !== focused && setFocused(day)}
                  sx={daySx}
                >
                  {Number(day.slice(8))}
                </Box>
              ) : (
                <Box key={`empty-${i}`} role="gridcell" sx={cellSx} />
              ),
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export default DateCalendarPopover;
