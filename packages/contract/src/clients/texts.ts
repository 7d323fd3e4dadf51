export const clientListAgreementTexts = {
  body: [
    'The client and payer information in the Client List is confidential and is provided only to help your office identify the payers with which you participate in the network.',
    'By continuing you agree to use this information solely for that purpose, not to disclose it to any third party, and to protect it as you protect your other confidential business records.',
  ],
  accept: 'ACCEPT AND CONTINUE',
  decline: 'DECLINE',
} as const;
