export const recoveryCodeTexts = {
  title: 'Your recovery codes',
  intro: 'Keep these codes somewhere safe. Each one signs you in once if you lose your authenticator app. They are shown only now.',
  download: 'DOWNLOAD',
  copy: 'COPY',
  copied: 'Copied.',
  saved: 'I HAVE SAVED THEM',
  fileName: 'provider-portal-recovery-codes.txt',
} as const;
