import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailChangeCodeMessages, emailChangeMessages, emailChangeTexts, appPropertyCalls, notificationCalls, userCalls } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { calls, json, mockApi, type Route, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';

const CONFIRM = apiPath(userCalls.confirmEmailChange);

/** The shell's calls of a signed-in user, and the confirm call's answer. */
function serve(answer: (body: unknown) => unknown) {
  const routes: Route[] = [
    ['POST', CONFIRM, answer],
    on(userCalls.userByName, () => userDetails({ userNm: 'provuser1' })),
    on(notificationCalls.userNotifications, () => []),
    on(userCalls.needsBackfill, () => false),
    on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '30' })),
  ];
  return mockApi(routes);
}

describe('/wcpp/confirmEmailChange (docs/decisions/026)', () => {
  it('confirms once on opening, signed out, says the new address and offers sign-in', async () => {
    const fetchMock = serve(() => ({ emailAddr: 'peter@newclinic.example' }));
    renderApp('/wcpp/confirmEmailChange?token=abc123');
    expect(await screen.findByText(emailChangeMessages.confirmed('peter@newclinic.example'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: emailChangeTexts.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: emailChangeTexts.signIn })).toHaveAttribute('href', '/wcpp/login');
    expect(calls(fetchMock).filter((c) => c === `POST ${CONFIRM}`)).toHaveLength(1);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith(CONFIRM))!;
    expect(JSON.parse(String(init!.body))).toEqual({ token: 'abc123' });
  });

  it('signed in, it leads back to the User Profile', async () => {
    serve(() => ({ emailAddr: 'peter@newclinic.example' }));
    signInAs('provuser1');
    renderApp('/wcpp/confirmEmailChange?token=abc123');
    expect(await screen.findByRole('link', { name: emailChangeTexts.toProfile })).toHaveAttribute('href', '/wcpp/UserProfile');
  });

  it('says when the link has expired', async () => {
    serve(() => json({ code: 'EXPIRED_TOKEN', message: 'x' }, 410));
    renderApp('/wcpp/confirmEmailChange?token=abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent(emailChangeCodeMessages.EXPIRED_TOKEN);
  });

  it('says when the link was already used', async () => {
    serve(() => json({ code: 'INVALID_TOKEN', message: 'x' }, 400));
    renderApp('/wcpp/confirmEmailChange?token=abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent(emailChangeCodeMessages.INVALID_TOKEN);
  });

  it('says when another account took the address meanwhile', async () => {
    serve(() => json({ code: 'INVALID_EMAIL', message: 'The Email Address is associated to another account' }, 409));
    renderApp('/wcpp/confirmEmailChange?token=abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The Email Address is associated to another account');
  });

  it('without a token, refuses without calling the server', async () => {
    const fetchMock = serve(() => ({ emailAddr: 'x@y.example' }));
    renderApp('/wcpp/confirmEmailChange');
    expect(await screen.findByRole('alert')).toHaveTextContent(emailChangeCodeMessages.INVALID_TOKEN);
    expect(calls(fetchMock)).not.toContain(`POST ${CONFIRM}`);
  });
});
