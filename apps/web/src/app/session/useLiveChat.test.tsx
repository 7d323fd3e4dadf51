import { screen, waitFor } from '@testing-library/react';
import { authCalls } from '@wcpp/contract';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../lib/config';
import { mockApi, shellRoutes, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';

const paula = userDetails({ id: 3, userNm: 'provadmin1', userFirstName: 'Paula', userLastName: 'Adams', emailAddr: 'paula@clinic.example', phoneNum: '5551234567' });

describe('the live chat (part 1 §1)', () => {
  it('is prefilled while signed in, and leaves nothing of the person in the tab after Sign Out', async () => {
    mockApi([...shellRoutes(paula), on(authCalls.signOut, () => new Response(null, { status: 204 }))]);
    signInAs('provadmin1');
    renderApp('/wcpp/PageNotFound', { ...defaultConfig, LIVE_CHAT_URL: 'https://chat.vendor.example/widget.js' });
    await waitFor(() => expect(window.liveChatSettings).toEqual({ name: 'Paula Adams', email: 'paula@clinic.example', phone: '5551234567', type: 'Admin User' }));
    expect(document.querySelectorAll('script[data-live-chat]')).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: /sign out/i }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wcpp/login'));
    expect(window.liveChatSettings).toBeUndefined();
    expect(document.querySelector('script[data-live-chat]')).toBeNull();
  });
});
