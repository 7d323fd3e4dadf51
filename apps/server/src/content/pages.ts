/** The embedded content service (AEM_HOMEPAGE, AEM_LOGINPAGE): pages the portal shows in frames. */
import { brandColors } from '@wcpp/contract';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="/content/content.css">
</head>
<body>
<main>
${body}
</main>
<script src="/content/frame.js"></script>
</body>
</html>`;
}

export interface SecureLink {
  label: string;
  url: string;
  kind: string;
}

export function homePage(resourceUrl: string): string {
  const links: SecureLink[] = [
    { label: 'Provider Manual 2026', url: `${resourceUrl}/docs/provider-manual-2026.pdf`, kind: 'PDF' },
    { label: 'Portal Training: Finding a Bill', url: `${resourceUrl}/videos/portal-training-bill-search.mp4`, kind: 'Video' },
    { label: 'Bill Review Data Extract', url: `${resourceUrl}/docs/bill-review-extract.csv`, kind: 'CSV' },
  ];
  return page(
    'Provider Portal news',
    `<h1>Welcome to the Provider Portal</h1>
<p class="lead">Find bills and claims, see recommended allowances and payments, and manage your group's users and tax IDs.</p>
<section aria-labelledby="news">
  <h2 id="news">News</h2>
  <article>
    <h3>Holiday processing schedule</h3>
    <p class="date">November 2, 2026</p>
    <p>Bills received on November 26 and 27 are processed on the next business day. Electronic submissions are accepted around the clock.</p>
  </article>
  <article>
    <h3>Network expands in Texas and Florida</h3>
    <p class="date">October 19, 2026</p>
    <p>More than 1,200 physical medicine, imaging and surgery providers joined the network this quarter.</p>
  </article>
  <article>
    <h3>New claim-form requirements for 2027</h3>
    <p class="date">October 5, 2026</p>
    <p>From January 1, 2027, professional bills must carry the rendering provider's NPI in box 24J of the CMS-1500.</p>
  </article>
</section>
<section aria-labelledby="docs">
  <h2 id="docs">Documents and training</h2>
  <ul class="docs">
${links.map((l) => `    <li><a href="${escape(l.url)}" data-secure="true">${escape(l.label)}</a> <span class="kind">(${l.kind})</span></li>`).join('\n')}
  </ul>
</section>`,
  );
}

export function loginPage(): string {
  return page(
    'Provider Portal',
    `<h1>Provider Portal</h1>
<p class="lead">Secure access to bills, claims, payments and network information for provider offices and billing companies.</p>
<p>New this month: Bill Search shows payment information from both bill sources.</p>`,
  );
}

export const contentCss = `
body { margin: 0; font-family: Roboto, Helvetica, Arial, sans-serif; color: #1f1f1f; background: #fff; }
main { padding: 8px 16px; }
h1 { color: ${brandColors.primary}; font-size: 1.5rem; margin: 0.5rem 0; }
h2 { color: ${brandColors.primary}; font-size: 1.2rem; margin: 1rem 0 0.5rem; }
h3 { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
.lead { font-size: 1rem; }
.date { color: #555; font-size: 0.85rem; margin: 0; }
a { color: ${brandColors.primary}; }
.kind { color: #555; font-size: 0.85rem; }
ul.docs { padding-left: 1.25rem; }
ul.docs li { margin: 0.35rem 0; }
`;

/** Posts the page height to the portal, and asks the portal to open secure files with its token. */
export const frameScript = `(function () {
  function post(message) { if (window.parent !== window) window.parent.postMessage(message, '*'); }
  function postHeight() { post({ type: 'FRAME_HEIGHT', height: document.documentElement.scrollHeight }); }
  window.addEventListener('load', postHeight);
  if (window.ResizeObserver) new ResizeObserver(postHeight).observe(document.body);
  document.addEventListener('click', function (event) {
    var link = event.target.closest ? event.target.closest('a[data-secure]') : null;
    if (!link) return;
    event.preventDefault();
    post({ type: 'REQUEST_SECURE_RESOURCE', url: link.href });
  });
})();
`;

/** Notice pages that notifications link to. */
export const notices: Record<string, { title: string; date: string; paragraphs: string[] }> = {
  'claim-forms-2027': {
    title: 'New claim-form requirements for 2027',
    date: 'October 5, 2026',
    paragraphs: [
      "From January 1, 2027, professional bills must carry the rendering provider's NPI in box 24J of the CMS-1500.",
      'Facility bills on the UB-04 must report the attending provider in form locator 76.',
      'Bills without these values will be returned to the provider unprocessed.',
    ],
  },
  'holiday-schedule': {
    title: 'Holiday processing schedule',
    date: 'November 2, 2026',
    paragraphs: [
      'Bills received on November 26 and 27 and on December 24 and 25 are processed on the next business day.',
      'Electronic submissions are accepted around the clock; payment dates may move by one business day.',
    ],
  },
  maintenance: {
    title: 'Portal maintenance window',
    date: 'September 14, 2026',
    paragraphs: ['The portal is unavailable on Sunday, September 20, from 01:00 to 05:00 Eastern for scheduled maintenance.'],
  },
};

/** A notice page, or null: only the table's own keys count (not __proto__, constructor, toString …). */
export function noticePage(slug: string): string | null {
  if (!Object.hasOwn(notices, slug)) return null;
  const notice = notices[slug];
  return page(
    notice.title,
    `<h1>${escape(notice.title)}</h1>\n<p class="date">${escape(notice.date)}</p>\n${notice.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}`,
  );
}

/** The plain pages: the legal pages the footer links to (Terms of Use, Privacy Policy) and the public page for providers. */
export const legalPages: Record<string, { title: string; paragraphs: string[] }> = {
  'terms-of-use': {
    title: 'Terms of Use',
    paragraphs: [
      'The Provider Portal is offered to providers, their office staff and billing companies that participate in the network, and to the network\'s own staff.',
      'Accounts are personal. Do not share your username or password; your Account Administrator grants and removes access for your group.',
      'Bill, claim and payment information is protected health information. Use it only to handle the bills and claims of your own practice.',
      'Activity in the portal is recorded. Misuse ends access and may be reported as required by law.',
    ],
  },
  'for-providers': {
    title: 'For Providers',
    paragraphs: [
      'The network contracts with physicians, therapists, ancillary providers and hospitals to treat people injured at work or in motor vehicle accidents, at rates agreed in advance.',
      'Joining the network. Providers apply through Provider Relations with their tax ID, licences and locations; credentialing takes about sixty days.',
      'Billing. Send bills to the payer shown on the Client List for your tax ID, state and product. Bills are reviewed against the applicable fee schedule and your network agreement, and an Explanation of Review follows each decision.',
      'The Provider Portal. Participating offices find bills, claims and payments, request their PPO fee schedule and read the provider manuals at any time. Ask your group\'s Account Administrator for access.',
    ],
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    paragraphs: [
      'The portal stores the name, e-mail address, phone number, job title and company of each user so that the network can reach them about their account.',
      'Claimant and bill information shown in the portal comes from the bill review system and is shown only to users whose tax IDs the bill belongs to.',
      'Sign-ins, searches and changes to accounts are logged to protect that information. Logs are kept as the law and the network\'s contracts require.',
      'Questions about privacy go to Customer Service at the phone number and e-mail shown under Contact Us.',
    ],
  },
};

export function legalPage(slug: string): string | null {
  if (!Object.hasOwn(legalPages, slug)) return null;
  const legal = legalPages[slug];
  return page(legal.title, `<h1>${escape(legal.title)}</h1>\n${legal.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}`);
}
