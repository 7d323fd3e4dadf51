import { describe, expect, it, vi } from 'vitest';
import { signInSecurityCalls, type Endpoint } from '@wcpp/contract';
import { json, mockApi, on } from '../test/api-mock';
import { call, callWithoutStepUp } from './http';
import { sessionStore } from './session';
import { setStepUpPrompter } from './step-up';

const probe = { method: 'GET', path: '/x', guard: 'signedIn', summary: 'probe', tags: [], responses: { 200: null } } as const satisfies Endpoint;
const stepUpRequired = () => json({ code: 'STEP_UP_REQUIRED', message: 'x' }, 403);

describe('step-up in the http client (issue 46 §3)', () => {
  it('asks once and sends the refused call once more, answering as if nothing happened', async () => {
    let sent = 0;
    const fetchMock = mockApi([on(probe, () => (++sent === 1 ? stepUpRequired() : { ok: true }))]);
    sessionStore.signIn({ token: 't1', username: 'u' });
    const ask = vi.fn(async () => true);
    const stop = setStepUpPrompter(ask);
    await expect(call(probe)).resolves.toEqual({ ok: true });
    stop();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends it only once more: a second refusal reaches the screen', async () => {
    const fetchMock = mockApi([on(probe, stepUpRequired)]);
    sessionStore.signIn({ token: 't1', username: 'u' });
    const ask = vi.fn(async () => true);
    const stop = setStepUpPrompter(ask);
    await expect(call(probe)).rejects.toMatchObject({ status: 403, code: 'STEP_UP_REQUIRED' });
    stop();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves the refusal when the person cancels, and asks once for calls refused together', async () => {
    const fetchMock = mockApi([on(probe, stepUpRequired)]);
    sessionStore.signIn({ token: 't1', username: 'u' });
    let cancel!: (proven: boolean) => void;
    const ask = vi.fn(() => new Promise<boolean>((resolve) => (cancel = resolve)));
    const stop = setStepUpPrompter(ask);
    const both = Promise.allSettled([call(probe), call(probe)]);
    await vi.waitFor(() => expect(ask).toHaveBeenCalled());
    cancel(false);
    const answers = await both;
    stop();
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sessionStore.get().session).not.toBeNull();
  });

  it('never asks for its own calls, and without a dialog the refusal stands', async () => {
    mockApi([on(signInSecurityCalls.stepUp, stepUpRequired), on(probe, stepUpRequired)]);
    sessionStore.signIn({ token: 't1', username: 'u' });
    await expect(call(probe)).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
    const ask = vi.fn(async () => true);
    const stop = setStepUpPrompter(ask);
    await expect(callWithoutStepUp(signInSecurityCalls.stepUp, { body: { method: 'totp', code: '123456' } })).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
    stop();
    expect(ask).not.toHaveBeenCalled();
  });

  it('a wrong code (401 INVALID_SECOND_FACTOR) ends no session; a 401 UNAUTHORIZED still does', async () => {
    let answer = 'INVALID_SECOND_FACTOR';
    mockApi([on(signInSecurityCalls.stepUp, () => json({ code: answer, message: 'x' }, 401))]);
    sessionStore.signIn({ token: 't1', username: 'u' });
    const body = { method: 'totp', code: '000000' } as const;
    await expect(callWithoutStepUp(signInSecurityCalls.stepUp, { body })).rejects.toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
    expect(sessionStore.get().session).not.toBeNull();
    answer = 'UNAUTHORIZED';
    await expect(callWithoutStepUp(signInSecurityCalls.stepUp, { body })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(sessionStore.get().session).toBeNull();
  });
});
