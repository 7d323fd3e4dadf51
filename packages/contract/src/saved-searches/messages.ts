/** Saved and recent searches (issue 27 §5). */
export const savedSearchMessages = {
  nameRequired: 'Enter a name for this search.',
  nameTooLong: 'A search name has at most 60 characters.',
  nameInvalid: 'A search name cannot hold line breaks or other control characters.',
  tooMany: 'You have 50 saved searches. Delete one before saving another.',
  notFound: 'This saved search was not found.',
  saved: (name: string) => `The search "${name}" has been saved.`,
  deleted: (name: string) => `The search "${name}" has been deleted.`,
} as const;
