import { lazy } from 'react';

// The results table and its dialogs start loading when the person enters a form (or, at the latest,
// when the search starts); the form draws without them (docs/decisions/046).
export const loadResults = () => import('./BillResults');
export const preloadResults = () => void loadResults();
export const BillResults = lazy(loadResults);
