/** Application properties messages: the server's refusal of a property it does not have. */
export const appPropertyMessages = {
  notFound: 'Property not found.',
} as const;
