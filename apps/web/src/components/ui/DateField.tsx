import { useCallback, useLayoutEffect, useReducer, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { dateFieldTexts, parseUsDate, toUsDate } from '@wcpp/contract';
import { FIRST_DAY, LAST_DAY } from './calendar-month';
import { DateCalendar } from './DateCalendar';
import { FieldFrame, helperIdOf } from './FieldFrame';
import { Icon } from './icons';
import { completeUsDate, editDateText, formValueOf, textOf } from './date-text';

export interface DateInputProps {
  id: string;
  label: string;
  /** Read after the label, "(MM/DD/YYYY)" (dateFieldTexts.hint). Without it the format is still the placeholder shown while the field has the focus. */
  hint?: string;
  /** The form's value: MM/dd/yyyy once a complete, real date is typed or picked; else the text as typed. An ISO day is shown as MM/dd/yyyy. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** The first and the last day the calendar offers (ISO, as the platform's date input): todayIso() where a rule forbids past or future days. */
  min?: string;
  max?: string;
  /** The id of a help text read with the field. */
  describedBy?: string;
}

/**
 * The portal's date field (issue 26; part 1 §5: entered MM/dd/yyyy): typed or pasted as 8/25/1965,
 * 08/25/1965 or 08251965, shown MM/dd/yyyy once it leaves the field, or picked on its calendar. The
 * form's schema (the contract) decides whether the date is valid, with the spec's messages: the
 * field only hands it a complete date as MM/dd/yyyy. Drawn as the outlined text field of base.css.
 */
export function DateInput({ id, label, hint, value, onChange, onBlur, name, inputRef, error, required, disabled, min = FIRST_DAY, max = LAST_DAY, describedBy }: DateInputProps) {
  const [text, setText] = useState(() => textOf(value));
  // A value set from outside (a reset, a record to edit, a day picked) replaces the text; the value
  // the text itself produced leaves it as typed.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== formValueOf(text)) setText(textOf(value));
  }
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      if (typeof inputRef === 'function') inputRef(el);
      else if (inputRef) inputRef.current = el;
    },
    [inputRef],
  );
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Where the caret goes after an edit the field reshaped (a slash added, a refused digit).
  const caret = useRef<number | null>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    if (caret.current === null) return;
    if (document.activeElement === input.current) input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const emit = (next: string) => {
    const formValue = formValueOf(next);
    if (formValue !== value) onChange(formValue);
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const at = event.target.selectionStart ?? raw.length;
    const next = editDateText(raw);
    if (next === null) {
      // Refused: the text stays, the caret where it was before the edit.
      caret.current = Math.max(0, at - (raw.length - text.length));
      redraw();
      return;
    }
    if (next !== raw) caret.current = editDateText(raw.slice(0, at))?.length ?? next.length;
    setText(next);
    emit(next);
  };
  const blur = () => {
    const complete = completeUsDate(text);
    if (complete && complete !== text) setText(complete);
    onBlur?.();
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  const pick = (isoDay: string) => {
    const us = toUsDate(isoDay);
    setText(us);
    emit(us);
    close(true);
  };

  const helperId = helperIdOf(id);
  const calendarId = `${id}-calendar`;
  const fullLabel = hint ? `${label} (${hint})` : label;
  const described = [error ? helperId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="wc-date">
      <FieldFrame id={id} label={fullLabel} required={required} error={error} filled={text !== ''} boxRef={box}>
        <input
          id={id}
          ref={setInput}
          name={name}
          value={text}
          onChange={change}
          onBlur={blur}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="off"
          placeholder={hint ?? dateFieldTexts.hint}
          aria-required={required || undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={described}
        />
        <div className="wc-field-end">
          <button
            ref={button}
            type="button"
            className="wc-icon-button"
            aria-label={dateFieldTexts.choose(label)}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? calendarId : undefined}
            disabled={disabled}
            onClick={() => (open ? close(true) : setOpen(true))}
          >
            <Icon name="calendar" />
          </button>
        </div>
      </FieldFrame>
      {open && (
        <DateCalendar
          id={calendarId}
          label={label}
          selected={parseUsDate(formValueOf(text))}
          min={min}
          max={max}
          anchor={box}
          opener={button}
          onPick={pick}
          onClose={close}
        />
      )}
    </div>
  );
}

type DateFieldProps<T extends FieldValues, TOut> = Omit<DateInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef'> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/** The date field of a react-hook-form form: the form holds MM/dd/yyyy (or the text as typed) and its schema checks it. */
export function DateField<T extends FieldValues, TOut = T>({ control, name, ...props }: DateFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateInput
          {...props}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={props.disabled ?? field.disabled}
        />
      )}
    />
  );
}
