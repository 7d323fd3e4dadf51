import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
    const user = userEvent.setup();
    render(<DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} defaultSort={{ id: 'amount' }} />);
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent('$10');
    expect(screen.getByText('1-10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(bodyRows()).toHaveLength(2);
    expect(bodyRows()[1]).toHaveTextContent('$120');
  });

  it('filters a column on a substring regardless of case', async () => {
    const user = userEvent.setup();
    render(<DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} defaultSort={{ id: 'name' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Filter by Name' }), 'JONES');
    await screen.findByText('1-6 of 6');
    expect(bodyRows().every((r) => r.textContent!.includes('jones'))).toBe(true);
  });

  it('says so when there are no rows', () => {
    render(<DataTable label="People" columns={columns} rows={[]} rowKey={(r) => r.id} defaultSort={{ id: 'name' }} emptyText="Nothing here" />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});

describe('DataTable paging (part 2 §4)', () => {
  it('goes back to the first page when the page size changes', async () => {
    const user = userEvent.setup();
    render(<DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} defaultSort={{ id: "name" }} />);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByText('11-12 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '5' }));
    expect(await screen.findByText('1-5 of 12')).toBeInTheDocument();
  });
});
