import { brandColors } from '@wcpp/contract';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

// Inline <style> is allowed by the CSP (style-src 'unsafe-inline'); scripts are not, and none are used.
const css = `
body{margin:0;font-family:Roboto,Helvetica,Arial,sans-serif;background:#f4f5f9;color:#1c1c1c}
main{max-width:22rem;margin:4rem auto;padding:2rem;background:#fff;border-top:4px solid ${brandColors.primary};box-shadow:0 1px 4px rgba(0,0,0,.2)}
h1{margin:0 0 1.5rem;font-size:1.5rem;font-weight:500;color:${brandColors.primary}}
label{display:block;margin:1rem 0 .25rem;font-weight:500}
input{box-sizing:border-box;width:100%;padding:.6rem;font-size:1rem;border:1px solid #767676;border-radius:4px}
input:focus{outline:3px solid ${brandColors.primary};outline-offset:1px}
input[aria-invalid=true]{border-color:${brandColors.error}}
.error{color:${brandColors.error};margin:.25rem 0 0}
button{margin-top:1.5rem;width:100%;padding:.75rem;font-size:1rem;font-weight:500;letter-spacing:.03em;color:#fff;background:${brandColors.primary};border:0;border-radius:4px;cursor:pointer}
button:hover,button:focus{background:#0a1157}
a{color:${brandColors.primary}}`;

/** A complete small page of the embedded provider (English, viewport, our colours). */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${css}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface LoginFormState {
  username?: string;
  /** The catalogue message of a refused sign-in, or the form summary. */
  alert?: string;
  usernameError?: string;
  passwordError?: string;
}

/** The embedded provider's sign-in form: labelled fields, errors announced and tied to their field. */
export function loginPage(action: string, state: LoginFormState = {}): string {
  const field = (id: string, label: string, type: string, autocomplete: string, value: string, error?: string) => `
<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(value)}"${
    error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
  }${id === 'username' ? ' autofocus' : ''}>${error ? `<p id="${id}-error" class="error">${escapeHtml(error)}</p>` : ''}`;
  return page(
    'Provider Portal Sign In',
    `<h1>Provider Portal Sign In</h1>
${state.alert ? `<p role="alert" class="error">${escapeHtml(state.alert)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('username', 'Username', 'text', 'username', state.username ?? '', state.usernameError)}
${field('password', 'Password', 'password', 'current-password', '', state.passwordError)}
<button type="submit">Sign In</button>
</form>`,
  );
}

/** Shown when the interaction cookie is gone or expired: the only way on is to start again. */
export const expiredPage = () =>
  page(
    'Provider Portal Sign In',
    `<h1>Provider Portal Sign In</h1><p role="alert" class="error">Your sign-in session has expired.</p><p><a href="/wcpp/login">Return to the sign-in page</a></p>`,
  );

/**
 * The second step of the embedded provider (issue 46): one field takes the authenticator app's code
 * or a recovery code. The password's ticket rides in a hidden field; it alone names the account.
 */
export function factorPage(action: string, ticket: string, alert?: string): string {
  return page(
    'Provider Portal Sign In',
    `<h1>Confirm it is you</h1>
${alert ? `<p role="alert" class="error" id="code-error">${escapeHtml(alert)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="ticket" value="${escapeHtml(ticket)}">
<label for="code">Code from your authenticator app, or a recovery code</label>
<input id="code" name="code" type="text" inputmode="text" autocomplete="one-time-code" autofocus${alert ? ' aria-invalid="true" aria-describedby="code-error"' : ''}>
<button type="submit">Verify</button>
</form>`,
  );
}
