/** Provider Resources labels (part 2 §2; docs/decisions/041 where the spec has none). */
export const resourcesTexts = {
  title: 'Provider Resources',
  category: 'Category',
  selectAll: 'Select All',
  documents: 'Documents',
  name: 'Document',
  categoryColumn: 'Category',
  website: 'Visit the provider website',
  newWindow: '(opens in a new window)',
  open: (name: string) => `${name} (opens in a new window)`,
  none: 'There are no documents in this category.',
} as const;
