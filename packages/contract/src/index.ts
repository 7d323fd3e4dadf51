// The contract's public face: the web and the server import every name from '@wcpp/contract'.
// Cross-area parts at the top and in shared/; each area in its folder (README.md).
export * from './enums';
export * from './dates';
export * from './brand';
export * from './permissions';
export * from './routes';
export * from './password-rules';
export * from './shared/errors';
export * from './shared/answers';
export * from './shared/fields';
export { usDateField } from './shared/date-fields';
export * from './shared/texts';

export * from './auth/schemas';
export * from './auth/messages';
export * from './auth/texts';
export * from './users/schemas';
export * from './users/messages';
export * from './users/texts';
export * from './tins/schemas';
export * from './notifications/schemas';
export * from './app-properties/schemas';
export * from './bill-search/schemas';
export * from './bill-search/messages';
export * from './bill-search/texts';
export * from './claim-search/schemas';
export * from './claim-search/messages';
export * from './claim-search/texts';
export * from './registration/schemas';
export * from './registration/messages';
export * from './registration/texts';
export * from './password/schemas';
export * from './password/messages';
export * from './password/texts';
export * from './mail/texts';
export * from './clients/texts';
export * from './home/messages';
