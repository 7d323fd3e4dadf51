import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';
import { linkColumn } from './link-column';

interface Payment {
  id: number;
  check: string;
}
const rows: Payment[] = [
  { id: 7, check: '5007988' },
  { id: 3, check: '5001234' },
];
const column = linkColumn<Payment>({ id: 'check', header: 'Check Number', text: (p) => p.check, priority: 'key', to: (p) => `/wcpp/payments/${p.id}`, label: (p) => `Open payment ${p.check}` });

describe('linkColumn', () => {
  it('draws each cell as a link to the row’s record, named as asked, on one line', () => {
    render(
      <MemoryRouter>
        <DataTable label="Payments" columns={[column]} rows={rows} rowKey={(p) => String(p.id)} defaultSort={{ id: 'check' }} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Open payment 5007988' });
    expect(link).toHaveAttribute('href', '/wcpp/payments/7');
    expect(link).toHaveTextContent('5007988');
    expect(link.closest('td')).toHaveAttribute('data-nowrap');
  });

  it('sorts and filters on the column’s text', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter>
        <DataTable label="Payments" columns={[column]} rows={rows} rowKey={(p) => String(p.id)} defaultSort={{ id: 'check' }} />
      </MemoryRouter>,
    );
    const links = () => within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('link').map((l) => l.textContent);
    expect(links()).toEqual(['5001234', '5007988']);
    await user.type(screen.getByRole('textbox', { name: 'Filter by Check Number' }), '798');
    expect(links()).toEqual(['5007988']);
  });
});
