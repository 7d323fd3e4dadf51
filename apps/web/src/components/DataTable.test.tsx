import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
  amount: number;
}
const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: String(i), name: `${i % 2 ? 'Smith' : 'jones'} ${String(i).padStart(2, '0')}`, amount: (12 - i) * 10 }));
const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Name', text: (r) => r.name },
  { id: 'amount', header: 'Amount', text: (r) => `$${r.amount}`, sortValue: (r) => r.amount },
];
const bodyRows = () => within(screen.getByRole('table', { name: 'People' })).getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0);

describe('DataTable (part 1 §9 tables)', () => {
  it('shows 10 rows of 12 at first, sorted as asked, and pages on', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} defaultSort={{ id: 'amount' }} />);
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent('$10');
    expect(screen.getByText('1-10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(bodyRows()).toHaveLength(2);
    expect(bodyRows()[1]).toHaveTextContent('$120');
  });

  it('filters a column on a substring regardless of case', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} defaultSort={{ id: 'name' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Filter by Name' }), 'JONES');
    await screen.findByText('1-6 of 6');
    expect(bodyRows().every((r) => r.textContent!.includes('jones'))).toBe(true);
  });

  it('unpaged, shows every row at once, sorted and filtered, with no pager (a list SHOW MORE lengthens)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} defaultSort={{ id: 'amount' }} unpaged />);
    expect(bodyRows()).toHaveLength(12);
    expect(bodyRows()[0]).toHaveTextContent('$10');
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/of 12/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Filter by Name' }), 'smith');
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
  });

  it('says so when there are no rows', () => {
    render(<DataTable label="People" columns={columns} rows={[]} rowKey={(r) => r.id} defaultSort={{ id: 'name' }} emptyText="Nothing here" />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});

describe('DataTable sorting', () => {
  it("a column's header button sorts on it, ascending then descending, and aria-sort says which", async () => {
    const user = userEvent.setup({ delay: null });
    render(<DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} defaultSort={{ id: 'amount' }} />);
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Amount')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Amount')).not.toHaveAttribute('aria-sort');
    expect(bodyRows()[0]).toHaveTextContent('jones 00');
    within(header('Name')).getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('Smith 11');
  });
});

describe('DataTable paging (part 2 §4)', () => {
  it('goes back to the first page when the page size changes', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} defaultSort={{ id: "name" }} />);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByText('11-12 of 12')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /rows per page/i }), '5');
    expect(await screen.findByText('1-5 of 12')).toBeInTheDocument();
  });
});

describe('DataTable page buttons (docs/decisions/035)', () => {
  it('goes to the last, previous and first page; the buttons at an end are disabled', async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 23 }, (_, i) => ({ id: String(i), name: `n${i}`, amount: i }));
    render(<DataTable label="People" columns={columns} rows={many} rowKey={(r) => r.id} defaultSort={{ id: 'amount' }} />);
    expect(screen.getByRole('button', { name: 'Go to first page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(screen.getByText('21-23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to last page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(screen.getByText('11-20 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to first page' }));
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
  });
});

describe('DataTable fits its width (docs/decisions/032)', () => {
  interface Bill {
    id: string;
    ref: string;
    amount: string;
    physician: string;
    tin: string;
  }
  const bills: Bill[] = [{ id: '1', ref: '70000012560', amount: '$923.96', physician: 'Kevin Reyes', tin: '751234502' }];
  const billColumns: DataColumn<Bill>[] = [
    { id: 'ref', header: 'Bill Ref', text: (b) => b.ref, priority: 'key' },
    { id: 'tin', header: 'TIN', text: (b) => b.tin },
    { id: 'physician', header: 'Physician', text: (b) => b.physician, priority: 'secondary' },
    { id: 'amount', header: 'Allowance', text: (b) => b.amount, priority: 'key' },
  ];
  const headers = () => within(screen.getByRole('table', { name: 'Bills' })).getAllByRole('columnheader').map((h) => h.textContent);
  const narrow = () =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));

  it('on a wide screen folds only the secondary columns into each row, shown by its details button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DataTable label="Bills" columns={billColumns} rows={bills} rowKey={(b) => b.id} rowLabel={(b) => `bill ${b.ref}`} defaultSort={{ id: 'ref' }} />);
    expect(headers()).toEqual(['Details', 'Bill Ref', 'TIN', 'Allowance']);
    const toggle = screen.getByRole('button', { name: 'Show details of bill 70000012560' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Details of bill 70000012560' })).toHaveTextContent('PhysicianKevin Reyes');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Details of bill 70000012560' })).not.toBeInTheDocument();
  });

  it('on a narrow screen keeps only the key columns', () => {
    narrow();
    render(<DataTable label="Bills" columns={billColumns} rows={bills} rowKey={(b) => b.id} defaultSort={{ id: 'ref' }} />);
    expect(headers()).toEqual(['Details', 'Bill Ref', 'Allowance']);
  });

  it('the column chooser shows a folded column, with its filter, and hides it again', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DataTable label="Bills" columns={billColumns} rows={bills} rowKey={(b) => b.id} defaultSort={{ id: 'ref' }} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu', { name: 'Columns to show' });
    expect(within(menu).getAllByRole('menuitemcheckbox').map((i) => [i.textContent, i.getAttribute('aria-checked')])).toEqual([
      ['TIN', 'true'],
      ['Physician', 'false'],
    ]);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Physician' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Physician' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Nothing is folded any more, so the details column goes too.
    expect(headers()).toEqual(['Bill Ref', 'TIN', 'Physician', 'Allowance']);
    await user.type(screen.getByRole('textbox', { name: 'Filter by Physician' }), 'nobody');
    expect(screen.getByText('No records to display')).toBeInTheDocument();
  });

  it('the column chooser works with the keyboard: the arrows move, Space ticks and keeps the menu open, Escape returns to the button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DataTable label="Bills" columns={billColumns} rows={bills} rowKey={(b) => b.id} defaultSort={{ id: 'ref' }} />);
    const button = screen.getByRole('button', { name: 'Columns' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Columns to show' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitemcheckbox', { name: 'TIN' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Physician' })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Physician' })).toHaveAttribute('aria-checked', 'true');
    expect(headers()).toEqual(['Bill Ref', 'TIN', 'Physician', 'Allowance']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});

describe('DataTable export (issue 27 §3)', () => {
  it('exports every row the table shows after its filter and sort, on all pages, in that order', async () => {
    const user = userEvent.setup({ delay: null });
    const exportRows = vi.fn(async () => {});
    render(<DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} defaultSort={{ id: 'amount' }} exportRows={exportRows} />);
    await user.type(screen.getByRole('textbox', { name: 'Filter by Name' }), 'smith');
    await screen.findByText('1-6 of 6');
    await user.click(screen.getByRole('button', { name: 'Export People' }));
    await user.click(screen.getByRole('menuitem', { name: 'Excel (XLSX)' }));
    expect(exportRows).toHaveBeenCalledTimes(1);
    const [exported, format] = exportRows.mock.calls[0] as unknown as [Row[], string];
    expect(format).toBe('xlsx');
    // The six Smiths by amount ascending: ids 11, 9, 7, 5, 3, 1.
    expect(exported.map((r) => r.id)).toEqual(['11', '9', '7', '5', '3', '1']);
  });

  it("shows the server's refusal, and clears it on the next export; no menu without exportRows", async () => {
    const user = userEvent.setup({ delay: null });
    const { ApiError } = await import('../lib/http');
    const exportRows = vi.fn().mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'Some of these rows were not found.')).mockResolvedValueOnce(undefined);
    const { unmount } = render(<DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} defaultSort={{ id: 'amount' }} exportRows={exportRows} />);
    await user.click(screen.getByRole('button', { name: 'Export People' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some of these rows were not found.');
    await user.click(screen.getByRole('button', { name: 'Export People' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(exportRows).toHaveBeenCalledTimes(2);
    unmount();
    render(<DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} defaultSort={{ id: 'amount' }} />);
    expect(screen.queryByRole('button', { name: 'Export People' })).not.toBeInTheDocument();
  });
});

describe('DataTable selection (issue 27 §4)', () => {
  it("ticks a row by its key; the heading's box ticks every row the filter shows, on all pages, and shows a mixed state", async () => {
    const user = userEvent.setup({ delay: null });
    let selected = new Set<string>();
    const onChange = vi.fn((next: Set<string>) => (selected = next));
    const selection = () => ({ selected, onChange, rowLabel: (label: string) => `Select ${label}`, allLabel: 'Select every row shown' });
    const { rerender } = render(<DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} rowLabel={(r) => r.name} defaultSort={{ id: 'amount' }} selection={selection()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select jones 10' }));
    expect([...selected]).toEqual(['10']);
    rerender(<DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} rowLabel={(r) => r.name} defaultSort={{ id: 'amount' }} selection={selection()} />);
    const all = screen.getByRole('checkbox', { name: 'Select every row shown' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Filter by Name' }), 'smith');
    await screen.findByText('1-6 of 6');
    await user.click(all);
    // The six Smiths, and the Jones ticked before.
    expect([...selected].sort()).toEqual(['10', '1', '11', '3', '5', '7', '9'].sort());
  });
});
