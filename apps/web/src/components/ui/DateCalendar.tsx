import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { hasPopover, placeUnder } from './popup';
import { todayIso } from '@wcpp/contract';
import { CalendarGrid } from './CalendarGrid';
import { CalendarMonthNav } from './CalendarMonthNav';
import { clampDay, dayAfterKey } from './calendar-month';

interface Props {
  id: string;
  /** The field's label: the calendar's name. */
  label: string;
  /** The day the calendar opens on (ISO), when the field holds a real date. */
  selected: string | null;
  /** The first and last days that may be picked (ISO); the others are disabled. */
  min: string;
  max: string;
  /** The field's outline: the calendar is drawn under it. */
  anchor: RefObject<HTMLElement | null>;
  /** The calendar button: a click on it is not "outside" (the button itself closes the calendar). */
  opener: RefObject<HTMLElement | null>;
  onPick: (isoDay: string) => void;
  /** `returnFocus` is false when the focus is going elsewhere (a click outside, Tab out of the calendar). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The calendar of a date field (issue 26), on the platform: a non-modal popup (the `popover`
 * attribute, in the top layer; where a browser has none, drawn under the field by base.css). A month
 * and a year chosen from native selects reach any day in a few keystrokes; the grid of days follows
 * the WAI-ARIA date picker: one tab stop, arrows by a day or a week, Home/End to the week's ends,
 * PageUp/PageDown by a month (with Shift by a year), Enter or Space picks, Escape closes and returns to
 * the calendar button. Days outside min…max are disabled and the focus never lands on them.
 */
export function DateCalendar({ id, label, selected, min, max, anchor, opener, onPick, onClose }: Props) {
  const today = todayIso();
  const clamp = (day: string) => clampDay(day, min, max);
  const [focused, setFocused] = useState(() => clamp(selected ?? today));
  const moveFocus = useRef(true);
  const popup = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);

  // Shown before the grid's effect below takes the focus (layout effects run first).
  useLayoutEffect(() => {
    const el = popup.current!;
    if (!hasPopover) return;
    el.showPopover();
    const follow = () => anchor.current && placeUnder(el, anchor.current);
    follow();
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, [anchor]);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popup.current?.contains(target) && !opener.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose, opener]);

  // The focused day takes the keyboard focus when the calendar opens and after a key moves it; the
  // month buttons and selects change the month but keep their own focus.
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
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
      return;
    }
    // The grid's keys, for the day that has the focus.
    if (!grid.current?.contains(event.target as Node)) return;
    const next = dayAfterKey(focused, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    go(next, true);
  };

  // An open-ended field (a send date) offers ten years ahead, and always the year it shows.
  const lastYear = Math.min(Number(max.slice(0, 4)), Math.max(Number(focused.slice(0, 4)), Number(today.slice(0, 4)) + 10));

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the grid's keys and Escape; focus leaving it closes it.
    <div
      ref={popup}
      id={id}
      popover={hasPopover ? 'manual' : undefined}
      role="dialog"
      aria-label={label}
      className="wc-date-calendar"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const to = event.relatedTarget;
        if (to && !event.currentTarget.contains(to) && !opener.current?.contains(to)) onClose(false);
      }}
    >
      <CalendarMonthNav focused={focused} min={min} max={max} lastYear={lastYear} go={(day) => go(day, false)} />
      <CalendarGrid gridRef={grid} focused={focused} selected={selected} today={today} min={min} max={max} onPick={onPick} onFocusDay={setFocused} />
    </div>
  );
}
