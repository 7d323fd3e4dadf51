/** Texts of saved and recent searches (issue 27 §5). */
export const savedSearchTexts = {
  panel: 'Saved and recent searches',
  saved: 'Saved searches',
  recent: 'Recent searches',
  noneSaved: 'No saved searches yet. Run a search, then save it under a name.',
  noneRecent: 'No recent searches yet.',
  /** Read before a kept search's own text, which names its button. */
  runPrefix: 'Run',
  remove: (name: string) => `Delete saved search ${name}`,
  save: 'SAVE SEARCH',
  saveTitle: 'Save this search',
  name: 'Name',
  confirm: 'SAVE',
  cancel: 'CANCEL',
} as const;
