import { urlOf, type Answered, type AnswerBody, type CallInput, type Endpoint, type NeedsInput } from '@wcpp/contract';
import { getConfig } from './config';
import { sessionStore } from './session';
import { askStepUp, REFUSED_PROOFS, STEP_UP_REQUIRED } from './step-up';

/** An API refusal: `code` drives the catalogue message (docs/decisions/001-api-shape.md). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  body?: unknown;
  /** Calls made before there is a session (POST /authenticate) must not sign out on a 401. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

async function toApiError(response: Response): Promise<ApiError> {
  let code = `HTTP_${response.status}`;
  let message = response.statusText || 'Request failed';
  let fields: Record<string, string> | undefined;
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown; fields?: Record<string, string> };
    if (typeof body.code === 'string') code = body.code;
    if (typeof body.message === 'string') message = body.message;
    fields = body.fields;
  } catch {
    // Not JSON (a proxy's error page): keep the status-based code.
  }
  return new ApiError(response.status, code, message, fields);
}

/**
 * A 401 on a call made with `token`: the server ended that session (docs/decisions/027), so the browser
 * signs out too and the login page says so. Only if the token is still the current one: an answer to a
 * call sent before a Revert or a new sign-in must not end the session that replaced it.
 */
function endedByServer(token: string): void {
  if (sessionStore.get().session?.token === token) sessionStore.signOut('ended');
}

/** A wrong code or password, a refused passkey (step-up, an app's first code): the session is alive, only the proof was refused. */
const refusedProof = (error: ApiError) => REFUSED_PROOFS.includes(error.code);

/** Sends one API call with the bearer token; a 401 on an authenticated call ends the session. Features use `call`. */
async function sendRequest(method: string, path: string, options: RequestOptions): Promise<{ status: number; body: unknown }> {
  const token = sessionStore.get().session?.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token && !options.anonymous) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${getConfig().API_URL}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && !options.anonymous && token && !refusedProof(error)) endedByServer(token);
    throw error;
  }
  const text = response.status === 204 ? '' : await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

type CallArgs<E extends Endpoint> = NeedsInput<E> extends true
  ? [input: CallInput<E> & { signal?: AbortSignal }]
  : [input?: CallInput<E> & { signal?: AbortSignal }];

function sendOnce<E extends Endpoint>(endpoint: E, input: (CallInput<E> & { signal?: AbortSignal }) | undefined) {
  const { params, query, body, signal } = (input ?? {}) as { params?: Record<string, string | number>; query?: object; body?: unknown; signal?: AbortSignal };
  // A call made before sign-in carries no token, and its 401 ends no session.
  return sendRequest(endpoint.method, urlOf(endpoint, params, query), { body, signal, anonymous: endpoint.guard === 'public' });
}

/**
 * One call; a 403 STEP_UP_REQUIRED asks the person for their factor (lib/step-up.ts) and, once proven,
 * sends the call once more, so the screen that made it only sees the answer. Cancelled, the screen
 * sees the 403 and shows its usual error.
 */
async function send<E extends Endpoint>(endpoint: E, input: (CallInput<E> & { signal?: AbortSignal }) | undefined) {
  try {
    return await sendOnce(endpoint, input);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403 || error.code !== STEP_UP_REQUIRED || endpoint.guard === 'public') throw error;
    if (!(await askStepUp())) throw error;
    return sendOnce(endpoint, input);
  }
}

/**
 * A described call that never asks for the second check: the step-up dialog's own calls, whose 403
 * must not open another dialog.
 */
export async function callWithoutStepUp<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<AnswerBody<E>> {
  return (await sendOnce(endpoint, input)).body as AnswerBody<E>;
}

/**
 * Makes a described call (packages/contract, decision 051): the URL comes from the description, the
 * body and the answer are typed by it. The answer is the success body, typed and not parsed (032).
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<AnswerBody<E>> {
  return (await send(endpoint, input)).body as AnswerBody<E>;
}

/** A described call with two success answers (a 200 beside a 202): `{ status, body }`, narrowed on `status`. */
export async function callDetailed<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<Answered<E>> {
  return (await send(endpoint, input)) as Answered<E>;
}

/**
 * A described call answering a file (a PDF, an XLSX): the URL from the description, the bearer token,
 * and Accept naming the file type (a call that also answers JSON answers the file then).
 */
export function callFile<E extends Endpoint>(endpoint: E, input: CallInput<E>, accept = 'application/pdf'): Promise<Blob> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: object; body?: unknown };
  return apiBlob(urlOf(endpoint, params, query), body, accept, endpoint.method);
}

/** The name a file answer gives itself (Content-Disposition's quoted filename), or null. */
export const fileNameOf = (response: Response): string | null => /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;

/**
 * A described call answering a file, with the name the server gives it: the exports, whose name
 * (a claim's number, the format's extension) the server chooses.
 */
export async function callNamedFile<E extends Endpoint>(endpoint: E, input: CallInput<E>, accept: string): Promise<{ blob: Blob; name: string | null }> {
  const response = await callForResponse(endpoint, input, accept);
  return { blob: await response.blob(), name: fileNameOf(response) };
}

/** A described call answering a file, as the Response, so its body can be read as it arrives (a document bundle's progress). */
export function callForResponse<E extends Endpoint>(endpoint: E, input: CallInput<E>, accept: string): Promise<Response> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: object; body?: unknown };
  return sendForFile(urlOf(endpoint, params, query), body, accept, endpoint.method);
}

/** Fetches a file from the resource host with the bearer token (part 1 §7: files carry the auth header). */
export async function fetchWithToken(url: string): Promise<Response> {
  const token = sessionStore.get().session?.token;
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * An API call answering a file (a PDF by default): GET, or POST with a JSON body; the bearer token is
 * added, and Accept names the file type (a call that also answers JSON answers the file then).
 */
export async function apiBlob(path: string, body?: unknown, accept = 'application/pdf', method = body === undefined ? 'GET' : 'POST'): Promise<Blob> {
  return (await sendForFile(path, body, accept, method)).blob();
}

async function sendForFile(path: string, body: unknown, accept: string, method: string): Promise<Response> {
  const token = sessionStore.get().session?.token;
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${getConfig().API_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && token && !refusedProof(error)) endedByServer(token);
    throw error;
  }
  return response;
}
