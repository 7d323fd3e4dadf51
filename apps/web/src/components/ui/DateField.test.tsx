import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimSearchFormSchema, claimSearchMessages, claimSearchTexts, dateFieldTexts, todayIso, type ClaimSearchForm } from '@wcpp/contract';
import { DateField, DateInput } from './DateField';

const DOB = claimSearchTexts.dateOfBirth;
const empty: ClaimSearchForm = { claimantFirstName: 'Mary', claimantLastName: 'Anderson', claimantDOB: '', doi: '09/11/2025', wildCardFstName: false };

/** Claim Search's date of birth, checked by the contract's schema: the spec's messages, the future-date rule. */
function ClaimDates({ onSearch = () => {} }: { onSearch?: (values: unknown) => void }) {
  const { control, handleSubmit, formState, watch } = useForm<ClaimSearchForm, unknown, ClaimSearchForm>({
    resolver: zodResolver(ClaimSearchFormSchema as never) as unknown as Resolver<ClaimSearchForm, unknown, ClaimSearchForm>,
    defaultValues: empty,
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSearch)}>
      <DateField control={control} name="claimantDOB" id="dob" label={DOB} hint={dateFieldTexts.hint} required max={todayIso()} error={formState.errors.claimantDOB?.message} />
      <output aria-label="form value">{watch('claimantDOB')}</output>
      <button type="submit">Search</button>
    </form>
  );
}

const field = () => screen.getByRole('textbox', { name: new RegExp(DOB) });
const formValue = () => screen.getByRole('status', { name: 'form value' });
const chooseButton = () => screen.getByRole('button', { name: dateFieldTexts.choose(DOB) });
const day = (name: string) => screen.getByRole('gridcell', { name });

describe('DateField (issue 26; part 1 §5 dates)', () => {
  beforeEach(() => {
    // Only the clock's date is fixed (Sunday 22 November 2026); timers stay real for the user events.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps 8/25/1965 as typed, hands the form 08/25/1965, and shows 08/25/1965 once the field is left', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<ClaimDates onSearch={onSearch} />);
    await user.type(field(), '8/25/1965');
    expect(field()).toHaveValue('8/25/1965');
    expect(formValue()).toHaveTextContent('08/25/1965');
    await user.tab();
    expect(field()).toHaveValue('08/25/1965');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // The contract's schema read it: the form's output is the ISO day the API takes.
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ claimantDOB: '1965-08-25' }), expect.anything()));
  });

  it('reads a pasted 8/25/1965, a one-digit day and digits alone', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ClaimDates />);
    await user.click(field());
    await user.paste('8/25/1965');
    await user.tab();
    expect(field()).toHaveValue('08/25/1965');

    await user.clear(field());
    await user.type(field(), '8/5/1965');
    await user.tab();
    expect(field()).toHaveValue('08/05/1965');

    await user.clear(field());
    await user.type(field(), '08251965');
    expect(field()).toHaveValue('08/25/1965');
    expect(formValue()).toHaveTextContent('08/25/1965');
  });

  it('refuses an impossible date and a future date with the contract’s messages, leaving the text as typed', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<ClaimDates onSearch={onSearch} />);
    await user.type(field(), '2/30/2025');
    await user.tab();
    expect(field()).toHaveValue('2/30/2025');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(claimSearchMessages.dobInvalid)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(claimSearchMessages.dobInvalid);

    await user.clear(field());
    await user.type(field(), '11/23/2026');
    expect(await screen.findByText(claimSearchMessages.dobFuture)).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('opens a calendar on today whose future days are disabled; the year select reaches 1965 at once and the keyboard picks a day', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ClaimDates />);
    await user.click(chooseButton());
    expect(chooseButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: DOB })).toBeInTheDocument();
    await waitFor(() => expect(day('Sunday, November 22, 2026')).toHaveFocus());
    expect(day('Sunday, November 22, 2026')).toHaveAttribute('aria-current', 'date');
    expect(day('Monday, November 23, 2026')).toBeDisabled();
    expect(screen.getByRole('button', { name: dateFieldTexts.nextMonth })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'December' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: dateFieldTexts.month }), 'August');
    await user.selectOptions(screen.getByRole('combobox', { name: dateFieldTexts.year }), '1965');
    expect(screen.getByRole('grid', { name: 'August 1965' })).toBeInTheDocument();
    // From the selects, Tab reaches the grid's one tab stop: the same day of the month (22nd).
    await user.tab();
    await user.tab();
    expect(day('Sunday, August 22, 1965')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(day('Wednesday, August 25, 1965')).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(field()).toHaveValue('08/25/1965');
    expect(formValue()).toHaveTextContent('08/25/1965');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chooseButton()).toHaveFocus();
    // Opened again, the calendar shows the field's day, chosen.
    await user.click(chooseButton());
    await waitFor(() => expect(day('Wednesday, August 25, 1965')).toHaveFocus());
    expect(day('Wednesday, August 25, 1965')).toHaveAttribute('aria-selected', 'true');
  });

  it('moves by keyboard (a week, the week’s ends, a month, a year) never past today; Escape closes and returns to the button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ClaimDates />);
    await user.type(field(), '11/18/2026');
    await user.click(chooseButton());
    await waitFor(() => expect(day('Wednesday, November 18, 2026')).toHaveFocus());
    await user.keyboard('{ArrowUp}{Home}');
    expect(day('Sunday, November 8, 2026')).toHaveFocus();
    await user.keyboard('{End}{PageUp}');
    expect(day('Wednesday, October 14, 2026')).toHaveFocus();
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(day('Tuesday, October 14, 2025')).toHaveFocus();
    expect(screen.getByRole('combobox', { name: dateFieldTexts.year })).toHaveValue('2025');
    await user.keyboard('{Shift>}{PageDown}{/Shift}{PageDown}{ArrowDown}{ArrowDown}');
    // 28 November is in the future: the focus stops on today.
    expect(day('Sunday, November 22, 2026')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chooseButton()).toHaveFocus();
    expect(chooseButton()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('11/18/2026');
  });

  it('closes when something outside it is clicked, without taking the focus back', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ClaimDates />);
    await user.click(chooseButton());
    await screen.findByRole('dialog');
    await user.click(field());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
  });

  it('with min today (a send date), disables the past days and shows a record’s ISO day as MM/dd/yyyy', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<DateInput id="send" label="Send Date" value="2026-12-24" onChange={onChange} min={todayIso()} describedBy="send-help" />);
    const input = screen.getByRole('textbox', { name: 'Send Date' });
    expect(input).toHaveValue('12/24/2026');
    await user.click(screen.getByRole('button', { name: dateFieldTexts.choose('Send Date') }));
    await waitFor(() => expect(day('Thursday, December 24, 2026')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: dateFieldTexts.previousMonth }));
    expect(day('Saturday, November 21, 2026')).toBeDisabled();
    expect(day('Sunday, November 22, 2026')).toBeEnabled();
    expect(screen.getByRole('button', { name: dateFieldTexts.previousMonth })).toBeDisabled();
    await user.click(day('Monday, November 30, 2026'));
    expect(onChange).toHaveBeenCalledWith('11/30/2026');
  });
});
