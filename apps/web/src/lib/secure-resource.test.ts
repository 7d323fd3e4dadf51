import { describe, expect, it, vi } from 'vitest';
import { homeMessages } from '@wcpp/contract';
import { isOnResourceHost, openSecureResource } from './secure-resource';

describe('video progress', () => {
  it('reports whole percentages while the video downloads, then ready', async () => {
    const seen: string[] = [];
    const player = document.implementation.createHTMLDocument('player');
    new MutationObserver(() => {
      const text = player.querySelector('[role="status"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(player, { subtree: true, childList: true, characterData: true });
    vi.spyOn(window, 'open').mockReturnValue({ document: player } as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:v');
    const chunks = [new Uint8Array(50), new Uint8Array(50)];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { headers: { 'content-type': 'video/mp4', 'content-length': '100' } })));
    expect(await openSecureResource('/resources/videos/a.mp4', '/resources')).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([homeMessages.videoLoading, `${homeMessages.videoLoading} 50%`, `${homeMessages.videoLoading} 100%`, homeMessages.videoReady]);
  });
});

describe('resource host check', () => {
  it.each([
    ['/resources/docs/a.pdf', true],
    ['http://localhost:3000/resources/docs/a.pdf', true],
    ['http://localhost:3000/resourcesX/a.pdf', false],
    ['http://localhost:3000/api/users', false],
    ['https://evil.example/resources/a.pdf', false],
  ])('%s → %s', (url, allowed) => {
    expect(isOnResourceHost(url, '/resources')).toBe(allowed);
  });
});
