import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { backfillMessages, userCalls } from '@wcpp/contract';
import { calls, json, mockApi, callOf, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderWithProviders, signInAs } from '../../test/render';
import { BACKFILL_ERROR_CLOSE_MS, BackfillDialog } from './BackfillDialog';
import { BackfillGate } from './BackfillGate';

function renderDialog(onSubmit = vi.fn(async () => undefined), onClose = vi.fn()) {
  renderWithProviders(<BackfillDialog userNm="backfill1" onSubmit={onSubmit} onClose={onClose} />);
  return { onSubmit, onClose, dialog: within(screen.getByRole('dialog', { name: 'User Profile Information' })) };
}

describe('profile-completion dialog (part 1 §4, §5)', () => {
  it('names every missing required field and shows the top message', async () => {
    const { dialog, onSubmit } = renderDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'SUBMIT' }));
    expect(await dialog.findByText('Please fix all errors.')).toBeInTheDocument();
    expect(dialog.getByText('Enter a job title.')).toBeInTheDocument();
    expect(dialog.getByText('Enter a company name.')).toBeInTheDocument();
    expect(dialog.getByText('Select an account type.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the description only when the account type is Other', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, onSubmit } = renderDialog();
    expect(dialog.queryByLabelText(/description of other/i)).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText(/job title/i), 'Biller');
    await user.type(dialog.getByLabelText(/company name/i), 'Acme Billing');
    await user.selectOptions(dialog.getByLabelText(/account type/i), 'OTHER');
    expect(dialog.getByRole('option', { name: 'Select One' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'SUBMIT' }));
    expect(await dialog.findByText('Enter account type description.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText(/description of other/i), 'Consultant');
    await user.click(dialog.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        userNm: 'backfill1', jobTitle: 'Biller', companyNm: 'Acme Billing', companyUrl: null, affiliationCd: 'OTHER', affiliationDesc: 'Consultant',
      }),
    );
  });

  it('drops the description when the type is not Other, and enforces the limits', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, onSubmit, onClose } = renderDialog();
    expect(dialog.getByLabelText(/job title/i)).toHaveAttribute('maxlength', '128');
    expect(dialog.getByLabelText(/company website/i)).toHaveAttribute('maxlength', '128');
    await user.type(dialog.getByLabelText(/job title/i), 'Office Manager');
    await user.type(dialog.getByLabelText(/company name/i), 'Clinic');
    await user.selectOptions(dialog.getByLabelText(/account type/i), 'OFC_STAFF');
    await user.click(dialog.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ affiliationCd: 'OFC_STAFF', affiliationDesc: null })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the submit error, then closes itself after 3 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog, onClose } = renderDialog(vi.fn(async () => Promise.reject(new Error('down'))));
    await user.type(dialog.getByLabelText(/job title/i), 'Biller');
    await user.type(dialog.getByLabelText(/company name/i), 'Clinic');
    await user.selectOptions(dialog.getByLabelText(/account type/i), 'BILLING_CO');
    await user.click(dialog.getByRole('button', { name: 'SUBMIT' }));
    expect(await dialog.findByText(backfillMessages.submitFailed)).toBeInTheDocument();
    onClose.mockClear();
    await act(() => vi.advanceTimersByTimeAsync(BACKFILL_ERROR_CLOSE_MS - 100));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('when the dialog appears', () => {
  it('asks the server about the signed-in user and saves through POST /users/updateBackfill', async () => {
    const fetchMock = mockApi([
      on(userCalls.needsBackfill, { userName: 'backfill1' }, () => true),
      on(userCalls.updateBackfill, (body) => userDetails({ userNm: 'backfill1', ...(body as object) })),
    ]);
    signInAs('backfill1');
    renderWithProviders(<BackfillGate />);
    const dialog = within(await screen.findByRole('dialog', { name: 'User Profile Information' }));
    const user = userEvent.setup({ delay: null });
    await user.type(dialog.getByLabelText(/job title/i), 'Biller');
    await user.type(dialog.getByLabelText(/company name/i), 'Clinic');
    await user.selectOptions(dialog.getByLabelText(/account type/i), 'OFC_STAFF');
    await user.click(dialog.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock)).toEqual([callOf(userCalls.needsBackfill, { params: { userName: 'backfill1' } }), callOf(userCalls.updateBackfill)]);
  });

  it('does not show while mirroring, nor when the server says no', async () => {
    const fetchMock = mockApi([['GET', /needsBackfill/, () => json(false)]]);
    signInAs('sysadmin1', { userNm: 'backfill1', displayName: 'B F' });
    renderWithProviders(<BackfillGate />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([]);
  });
});
