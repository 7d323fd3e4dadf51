import { dateFieldTexts as texts } from '@wcpp/contract';
import { Icon } from './icons';
import { addMonths, inMonth, monthNames, monthOf } from './calendar-month';

interface Props {
  /** The day that has the focus (ISO): its month and year are shown. */
  focused: string;
  min: string;
  max: string;
  /** The last year the year select offers. */
  lastYear: number;
  /** Moves to another day of another month; the buttons and selects keep their own focus. */
  go: (day: string) => void;
}

/** The calendar's month row: previous and next month, and a month and a year chosen from native selects. */
export function CalendarMonthNav({ focused, min, max, lastYear, go }: Props) {
  const month = monthOf(focused);
  const year = Number(focused.slice(0, 4));
  const monthNumber = Number(focused.slice(5, 7));
  const minYear = Number(min.slice(0, 4));
  const years = Array.from({ length: lastYear - minYear + 1 }, (_, i) => minYear + i);
  const monthOutside = (m: number) => inMonth(month, year, m) > max || addMonths(inMonth(month, year, m), 1) <= min;
  return (
    <div className="wc-date-nav">
      <button type="button" className="wc-icon-button" aria-label={texts.previousMonth} onClick={() => go(addMonths(month, -1))} disabled={month <= min}>
        <Icon name="chevronLeft" />
      </button>
      <select aria-label={texts.month} value={monthNumber} onChange={(event) => go(inMonth(focused, year, Number(event.target.value)))}>
        {monthNames.map((name, i) => (
          <option key={name} value={i + 1} disabled={monthOutside(i + 1)}>
            {name}
          </option>
        ))}
      </select>
      <select aria-label={texts.year} className="wc-date-year" value={year} onChange={(event) => go(inMonth(focused, Number(event.target.value), monthNumber))}>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
      <button type="button" className="wc-icon-button" aria-label={texts.nextMonth} onClick={() => go(addMonths(month, 1))} disabled={addMonths(month, 1) > max}>
        <Icon name="chevronRight" />
      </button>
    </div>
  );
}
