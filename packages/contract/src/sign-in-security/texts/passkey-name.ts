/**
 * A new passkey's name and a cancelled ceremony, in the words of the profile and of the sign-in's
 * first factor alike: their own module, so the sign-in page's chunks carry these and not the profile's.
 */
export const passkeyNameTexts = {
  label: 'Name of the passkey',
  hint: 'So you can tell your passkeys apart, for example "Front desk laptop".',
  defaultName: 'Passkey',
  cancelled: 'No passkey was made. Try again when you are ready.',
} as const;
