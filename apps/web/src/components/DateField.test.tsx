import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateField, maskUsDate } from './DateField';

function Form() {
  const { control } = useForm<{ serviceDate: string }>({ defaultValues: { serviceDate: '' } });
  return <DateField control={control} name="serviceDate" id="service-date" label="Approximate Date of Service" hint="MM/DD/YYYY" required />;
}

describe('DateField (part 1 §5 dates)', () => {
  beforeEach(() => {
    // Only the clock's date is fixed (22 November 2026); timers stay real for the user events.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('inserts the slashes of MM/DD/YYYY as digits are typed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form />);
    const input = screen.getByRole('textbox', { name: /Approximate Date of Service/ });
    await user.type(input, '11012026');
    expect(input).toHaveValue('11/01/2026');
    expect(maskUsDate('1a2b')).toBe('12');
  });

  it('opens a calendar whose future days are disabled; choosing a day fills the field', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Choose Approximate Date of Service from a calendar' }));
    const tomorrow = await screen.findByRole('gridcell', { name: '23' });
    expect(tomorrow).toBeDisabled();
    expect(screen.getByRole('gridcell', { name: '30' })).toBeDisabled();
    await user.click(screen.getByRole('gridcell', { name: '20' }));
    expect(screen.getByRole('textbox', { name: /Approximate Date of Service/ })).toHaveValue('11/20/2026');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
  });

  it('opens on the typed date', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form />);
    await user.type(screen.getByRole('textbox', { name: /Approximate Date of Service/ }), '03152025');
    await user.click(screen.getByRole('button', { name: /from a calendar/ }));
    expect(await screen.findByText('March 2025')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '15' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves by keyboard: arrows by a day or week, Home/End in the week, PageUp/PageDown by a month, never past today', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form />);
    await user.type(screen.getByRole('textbox', { name: /Approximate Date of Service/ }), '11182026');
    await user.click(screen.getByRole('button', { name: /from a calendar/ }));
    const day = async (name: string) => expect(await screen.findByRole('gridcell', { name })).toHaveFocus();
    await day('18'); // Wednesday 18 November 2026
    await user.keyboard('{ArrowLeft}');
    await day('17');
    await user.keyboard('{ArrowUp}');
    await day('10');
    await user.keyboard('{Home}');
    await day('8');
    await user.keyboard('{End}');
    await day('14');
    await user.keyboard('{PageUp}');
    expect(screen.getByText('October 2026')).toBeInTheDocument();
    await day('14');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(screen.getByText('October 2025')).toBeInTheDocument();
    await user.keyboard('{Shift>}{PageDown}{/Shift}{PageDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    await day('22'); // 28 November is in the future: focus stops on today
    expect(screen.getByRole('gridcell', { name: '22' })).toHaveAttribute('aria-current', 'date');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByRole('textbox', { name: /Approximate Date of Service/ })).toHaveValue('11/21/2026');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('changes month with its buttons (none after the current month); Escape closes and returns to the button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form />);
    const open = screen.getByRole('button', { name: /from a calendar/ });
    await user.click(open);
    expect(await screen.findByText('November 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next year' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('October 2025')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '31' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('November 2025')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Approximate Date of Service/ })).toHaveValue('');
  });
});
