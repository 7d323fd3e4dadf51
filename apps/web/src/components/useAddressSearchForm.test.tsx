import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { dateFieldTexts } from '@wcpp/contract';
import { DateRangeFields } from './DateRangeFields';
import { FormButtons } from './FormButtons';
import { useAddressSearchForm } from './useAddressSearchForm';

type Dates = { from: string; to: string };
const empty: Dates = { from: '', to: '' };

/** A search of dates whose search is in the address (`typed`), as the Activity's and Payments' forms are. */
function DatesSearch({ typed, refuse = false, onSearch = () => {}, onRefused = () => true, onReset = () => {} }: { typed: Dates; refuse?: boolean; onSearch?: (d: Dates) => void; onRefused?: () => boolean; onReset?: () => void }) {
  // Refuses every search when `refuse`, at the end date, as the schemas refuse a range the wrong way round.
  const resolver: Resolver<Dates, unknown, Dates> = (values) =>
    refuse ? { values: {}, errors: { to: { type: 'custom', message: 'The end date must be on or after the start date.' } } } : { values, errors: {} as Record<string, never> };
  const form = useForm<Dates, unknown, Dates>({ defaultValues: typed, resolver });
  const { submit, clear } = useAddressSearchForm(form, { typed, empty, onSearch, onRefused, onReset });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={submit}>
      <DateRangeFields control={form.control} id="dates" labels={{ from: 'From', to: 'To' }} errors={{ from: errors.from?.message, to: errors.to?.message }} describedBy="dates-hint" />
      <p id="dates-hint">The last 7 days unless you choose dates.</p>
      <FormButtons submitLabel="SEARCH" cancelLabel="CLEAR" onCancel={clear} />
    </form>
  );
}

const from = () => screen.getByRole('textbox', { name: /^From/ });
const to = () => screen.getByRole('textbox', { name: /^To/ });

describe('a search form whose search is in the address, with its dates', () => {
  it('shows the two dates with their format and shared help, each error at its field, and hands the search on', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<DatesSearch typed={{ from: '11/01/2026', to: '' }} onSearch={onSearch} />);
    expect(from()).toHaveValue('11/01/2026');
    expect(from()).toHaveAttribute('id', 'dates-from');
    expect(to()).toHaveAttribute('id', 'dates-to');
    expect(from()).toHaveAccessibleName(expect.stringContaining(dateFieldTexts.hint));
    expect(to()).toHaveAccessibleDescription(expect.stringContaining('The last 7 days unless you choose dates.'));
    await user.type(to(), '11/20/2026');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(onSearch).toHaveBeenCalledWith({ from: '11/01/2026', to: '11/20/2026' });
  });

  it('follows the address (Back, another search), but keeps what was typed after a refusal that cleared the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<DatesSearch typed={{ from: '11/01/2026', to: '' }} />);
    rerender(<DatesSearch typed={{ from: '10/01/2026', to: '10/31/2026' }} />);
    expect(from()).toHaveValue('10/01/2026');
    expect(to()).toHaveValue('10/31/2026');

    const onRefused = vi.fn(() => true);
    rerender(<DatesSearch typed={{ from: '10/01/2026', to: '10/31/2026' }} refuse onRefused={onRefused} />);
    await user.clear(to());
    await user.type(to(), '09/01/2026');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(onRefused).toHaveBeenCalledOnce();
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
    // The refusal emptied the address: the form keeps what was typed.
    rerender(<DatesSearch typed={empty} refuse onRefused={onRefused} />);
    expect(to()).toHaveValue('09/01/2026');
  });

  it('CLEAR empties the fields and says so', async () => {
    const onReset = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<DatesSearch typed={{ from: '11/01/2026', to: '11/20/2026' }} onReset={onReset} />);
    await user.click(screen.getByRole('button', { name: 'CLEAR' }));
    expect(from()).toHaveValue('');
    expect(to()).toHaveValue('');
    expect(onReset).toHaveBeenCalledOnce();
  });
});
