import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeMessages } from '@wcpp/contract';
import { renderWithProviders, signInAs } from '../../test/render';
import { HomePage } from './HomePage';

const base = 'http://localhost:3000';

function post(frame: HTMLIFrameElement, data: unknown, source: Window | null = frame.contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source }));
  });
}

function renderHome() {
  signInAs('provadmin1');
  renderWithProviders(<HomePage />);
  return screen.getByTitle('Provider Portal news and documents') as HTMLIFrameElement;
}

function serveFile(type: string, body = 'file') {
  const fetchMock = vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': type } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('home frame (part 1 §2 Home)', () => {
  it('loads AEM_HOMEPAGE and follows the posted height plus 17 px', () => {
    const frame = renderHome();
    expect(frame).toHaveAttribute('src', '/content/home');
    post(frame, { type: 'FRAME_HEIGHT', height: 600 });
    expect(frame).toHaveStyle({ height: '617px' });
    post(frame, { type: 'FRAME_HEIGHT', height: 420 });
    expect(frame).toHaveStyle({ height: '437px' });
  });

  it('ignores messages from other windows', () => {
    const frame = renderHome();
    post(frame, { type: 'FRAME_HEIGHT', height: 900 }, window);
    expect(frame).not.toHaveStyle({ height: '917px' });
  });

  it('fetches a PDF with the bearer token and opens it in a new tab', async () => {
    const fetchMock = serveFile('application/pdf');
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
    URL.revokeObjectURL = vi.fn();
    const frame = renderHome();
    post(frame, { type: 'REQUEST_SECURE_RESOURCE', url: `${base}/resources/docs/provider-manual-2026.pdf` });
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:pdf-1', '_blank'));
    expect(fetchMock).toHaveBeenCalledWith(`${base}/resources/docs/provider-manual-2026.pdf`, { headers: { Authorization: 'Bearer token-provadmin1' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the browser blocks the new tab', async () => {
    serveFile('application/pdf');
    vi.spyOn(window, 'open').mockReturnValue(null);
    URL.createObjectURL = vi.fn(() => 'blob:pdf-2');
    const frame = renderHome();
    post(frame, { type: 'REQUEST_SECURE_RESOURCE', url: '/resources/docs/provider-manual-2026.pdf' });
    expect(await screen.findByRole('alert')).toHaveTextContent(homeMessages.popupBlocked);
  });

  it('refuses a CSV as unsupported', async () => {
    serveFile('text/csv; charset=utf-8', 'a,b');
    const open = vi.spyOn(window, 'open');
    const frame = renderHome();
    post(frame, { type: 'REQUEST_SECURE_RESOURCE', url: `${base}/resources/docs/bill-review-extract.csv` });
    expect(await screen.findByRole('alert')).toHaveTextContent(homeMessages.unsupportedFile);
    expect(open).not.toHaveBeenCalled();
  });

  it('reports a failed fetch', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"code":"NOT_FOUND","message":"x"}', { status: 404 })));
    const frame = renderHome();
    post(frame, { type: 'REQUEST_SECURE_RESOURCE', url: `${base}/resources/docs/missing.pdf` });
    expect(await screen.findByRole('alert')).toHaveTextContent(homeMessages.fileFailed);
  });

  it('never sends the token outside the resource host', async () => {
    const fetchMock = serveFile('application/pdf');
    const frame = renderHome();
    post(frame, { type: 'REQUEST_SECURE_RESOURCE', url: 'https://elsewhere.example/resources/x.pdf' });
    expect(await screen.findByRole('alert')).toHaveTextContent(homeMessages.fileFailed);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('plays an mp4 in a new window with a progress line', async () => {
    serveFile('video/mp4', 'x'.repeat(1000));
    const player = document.implementation.createHTMLDocument('player');
    vi.spyOn(window, 'open').mockReturnValue({ document: player } as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:video-1');
    const frame = renderHome();
    post(frame, { type: 'REQUEST_SECURE_RESOURCE', url: `${base}/resources/videos/portal-training-bill-search.mp4` });
    await waitFor(() => expect(player.querySelector('[role="status"]')?.textContent).toBe(homeMessages.videoReady));
    const video = player.querySelector('video')!;
    expect(video.controls).toBe(true);
    expect(video.getAttribute('src')).toBe('blob:video-1');
    expect(player.querySelector('h1')?.textContent).toBe('portal-training-bill-search.mp4');
  });
});
