import Popover from '@mui/material/Popover';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';
import { parseUsDate } from '@wcpp/contract';

interface Props {
  anchor: HTMLElement;
  /** The field's text (MM/DD/YYYY); the calendar opens on that day when it is a real date. */
  value: string;
  label: string;
  onPick: (usDate: string) => void;
  onClose: () => void;
}

/**
 * The calendar of a date field (part 1 §5: future dates are disabled). Loaded only when a person opens
 * it, so no screen carries the pickers' code until then.
 */
export function DateCalendarPopover({ anchor, value, label, onPick, onClose }: Props) {
  const iso = parseUsDate(value);
  return (
    <Popover open anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateCalendar
          aria-label={label}
          value={iso ? dayjs(iso) : null}
          disableFuture
          onChange={(day: Dayjs | null, selectionState) => {
            // Choosing a year or month only moves the calendar; choosing a day fills the field.
            if (day && selectionState === 'finish') onPick(day.format('MM/DD/YYYY'));
          }}
        />
      </LocalizationProvider>
    </Popover>
  );
}

export default DateCalendarPopover;
