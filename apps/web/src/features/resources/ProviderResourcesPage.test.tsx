import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { genericMessages, homeMessages, resourcesTexts as texts } from '@wcpp/contract';
import { json, mockApi, type Route, shellRoutes } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';

const entity = (name: string, category: string, path: string) => ({
  properties: { name, category, walkmeId: null },
  links: [{ rel: ['content'], href: `/resources/${path}` }],
});
const listing = {
  data: {
    entities: [
      entity('Release Notes 2.3.35', 'RN', 'docs/release-notes.pdf'),
      entity('Provider Manual 2026', 'PM', 'docs/provider-manual-2026.pdf'),
      entity('Bill Review Data Extract', 'TRN', 'docs/bill-review-extract.csv'),
    ],
  },
};

function serve(extra: Route[] = []) {
  return mockApi([
    ...extra,
    ...shellRoutes(userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
    ['GET', '/resources/api/assets/wcpp/provider-resources/provider-resources.json', () => listing],
    ['GET', '/resources/docs/provider-manual-2026.pdf', () => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } })],
    ['GET', '/resources/docs/bill-review-extract.csv', () => new Response('a,b', { headers: { 'content-type': 'text/csv' } })],
  ]);
}
const names = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('Provider Resources (part 2 §2, §7, §9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every document by name with its category, then one category at a time', async () => {
    const fetchMock = serve();
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/providerResources');
    const table = await screen.findByRole('table', { name: texts.documents });
    expect(names(table)).toEqual([
      ['Bill Review Data Extract', 'Training'],
      ['Provider Manual 2026', 'Provider Manuals'],
      ['Release Notes 2.3.35', 'Release Notes'],
    ]);
    expect(screen.getByLabelText(fieldLabel(texts.category))).toHaveValue('ALL');
    await user.selectOptions(screen.getByLabelText(fieldLabel(texts.category)), 'PM');
    expect(names(screen.getByRole('table', { name: texts.documents }))).toEqual([['Provider Manual 2026', 'Provider Manuals']]);
    await user.selectOptions(screen.getByLabelText(fieldLabel(texts.category)), 'NOT');
    expect(screen.getByText(texts.none)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('provider-resources.json'))!;
    expect(String(url)).toBe('/resources/api/assets/wcpp/provider-resources/provider-resources.json');
    expect(init).toEqual({ headers: { Authorization: 'Bearer token-provuser1' } });
  });

  it('links the provider website in a new window', async () => {
    serve();
    signInAs('provuser1');
    renderApp('/wcpp/ProviderResources');
    const link = await screen.findByRole('link', { name: `${texts.website} ${texts.newWindow}` });
    expect(link).toHaveAttribute('href', '/content/for-providers');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens a PDF in a new window with the token, and saves a CSV under its name', async () => {
    serve();
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    URL.createObjectURL = vi.fn(() => 'blob:doc-1');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ProviderResources');
    await user.click(await screen.findByRole('button', { name: texts.open('Provider Manual 2026') }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:doc-1', '_blank'));
    await user.click(screen.getByRole('button', { name: texts.open('Bill Review Data Extract') }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('bill-review-extract.csv');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the list or a document cannot be had', async () => {
    serve([
      ['GET', '/resources/api/assets/wcpp/provider-resources/provider-resources.json', () => json({ code: 'INTERNAL', message: 'x' }, 500)],
    ]);
    signInAs('provuser1');
    renderApp('/wcpp/ProviderResources');
    expect(await screen.findByText(genericMessages.retrieval)).toBeInTheDocument();
  });

  it("says the file could not be opened when the host refuses it", async () => {
    serve([['GET', '/resources/docs/provider-manual-2026.pdf', () => json({ code: 'NOT_FOUND', message: 'Not found.' }, 404)]]);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ProviderResources');
    await user.click(await screen.findByRole('button', { name: texts.open('Provider Manual 2026') }));
    expect(await screen.findByText(homeMessages.fileFailed)).toBeInTheDocument();
  });
});
