/**
 * Texts of sign-in security (issue 46): the second step, enrolment, the profile section and step-up.
 * One module per screen, so that a screen's chunk carries its own words only.
 */
export * from './texts/second-step';
export * from './texts/recovery-codes';
export * from './texts/security';
export * from './texts/passkey-name';
export * from './texts/step-up';
export * from './texts/messages';
