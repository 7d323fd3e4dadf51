export const mailboxTexts = {
  title: 'Mailbox',
  intro: 'Messages the portal has sent, newest first. This page exists only while mail is kept in the outbox (no SMTP_URL).',
  empty: 'No messages.',
} as const;
