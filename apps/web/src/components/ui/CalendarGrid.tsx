import type { RefObject } from 'react';
import { fullDate, monthCaption, monthOf, monthWeeks, weekdayNames } from './calendar-month';

interface Props {
  gridRef: RefObject<HTMLDivElement | null>;
  /** The day that has the focus (ISO): the grid's one tab stop. */
  focused: string;
  selected: string | null;
  today: string;
  min: string;
  max: string;
  onPick: (isoDay: string) => void;
  /** A day took the focus (a click, or Tab back into the grid). */
  onFocusDay: (isoDay: string) => void;
}

/** The month's days as a WAI-ARIA grid: weekday headings, then a row per week; days outside min…max are disabled. */
export function CalendarGrid({ gridRef, focused, selected, today, min, max, onPick, onFocusDay }: Props) {
  const month = monthOf(focused);
  return (
    <div role="grid" aria-label={monthCaption(month)} ref={gridRef} className="wc-date-grid">
      <div role="row">
        {weekdayNames.map(([short, name]) => (
          <div key={name} role="columnheader" aria-label={name} className="wc-date-weekday">
            {short}
          </div>
        ))}
      </div>
      {monthWeeks(month).map((week) => (
        <div role="row" key={week.find(Boolean)}>
          {week.map((day, i) =>
            day ? (
              <button
                key={day}
                type="button"
                role="gridcell"
                className="wc-date-day"
                tabIndex={day === focused ? 0 : -1}
                aria-label={fullDate(day)}
                aria-selected={day === selected}
                aria-current={day === today ? 'date' : undefined}
                disabled={day < min || day > max}
                onClick={() => onPick(day)}
                onFocus={() => day !== focused && onFocusDay(day)}
              >
                {Number(day.slice(8))}
              </button>
            ) : (
              <div key={`empty-${i}`} role="gridcell" />
            ),
          )}
        </div>
      ))}
    </div>
  );
}
