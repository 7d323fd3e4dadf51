/** Labels of Manage TINs of the group (part 2 §2, §5; decision 038 where the spec has none). */
export const tinsTexts = {
  title: 'Manage TINs',
  addTitle: 'Add a TIN',
  tin: 'Tax ID Number (TIN)',
  billControlNumber: 'Bill Control Number',
  providerId: 'Provider ID',
  add: 'ADD',
  remove: 'Remove',
  removeButton: 'REMOVE',
  dateAdded: 'Date Added',
  summary: 'An error has occurred. Please address all fields marked with “Error”.',
} as const;
