import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  billSearchTexts,
  SAVED_SEARCH_NAME_MAX,
  savedSearchMessages,
  SavedSearchNameSchema,
  savedSearchTexts as texts,
  type SavedSearch,
  type SaveSearchRequest,
  type SearchKind,
} from '@wcpp/contract';
import { FormErrorSummary } from '../FormErrorSummary';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { DisclosurePanel } from '../ui/Disclosure';
import { TextField } from '../ui/TextField';
import { Icon } from '../ui/icons';
import { bind } from '../../lib/form';
import { ApiError } from '../../lib/http';
import { useDeleteSearch, useKeepSearch, useSavedSearches } from './api';

/** A kept search's criteria as answered, and as sent. */
type Criteria<K extends SearchKind> = Extract<SavedSearch, { kind: K }>['criteria'];
type SentCriteria<K extends SearchKind> = Extract<SaveSearchRequest, { kind: K }>['criteria'];

/** What a kept search asked, in a line. */
export function describeSearch(search: SavedSearch): string {
  if (search.kind === 'claim') {
    const c = search.criteria;
    return `${c.claimantFirstName}${c.wildCardFstName ? '…' : ''} ${c.claimantLastName}, born ${c.claimantDOB}, injured ${c.doi}`;
  }
  const { mode, values: v } = search.criteria;
  const tins = `TIN ${v.tins.join(', ')}`;
  switch (mode) {
    case 'claimNumber':
      return `Claim ${v.claimNumber} around ${v.serviceDate} · ${tins}`;
    case 'claimant':
      return `${v.firstName} ${v.lastName}, born ${v.dateOfBirth}, around ${v.serviceDate} · ${tins}`;
    default:
      return `${billSearchTexts.modes.billId}: ${[v.billControlNumber, v.documentId].filter(Boolean).join(' / ')} · ${tins}`;
  }
}

interface Props<K extends SearchKind> {
  kind: K;
  /** The criteria of the search on screen (the last one run), which SAVE SEARCH keeps; null before one. */
  current: SentCriteria<K> | null;
  /** Runs a kept search again: its form filled in, searched at once. */
  onRun: (criteria: Criteria<K>) => void;
  /** While mirroring nothing is kept (a change), and the lists are the administrator's own. */
  readOnly: boolean;
}

/**
 * Saved and recent searches of a search screen (issue 27 §5, docs/decisions/064-saved-searches.md): one
 * click runs one again; SAVE SEARCH keeps the search on screen under a name. Criteria only, the person's own.
 */
export function SavedSearches<K extends SearchKind>({ kind, current, onRun, readOnly }: Props<K>) {
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useSavedSearches(kind);
  const remove = useDeleteSearch(kind);
  const run = (search: SavedSearch) => onRun(search.criteria as Criteria<K>);
  const item = (search: SavedSearch) => (
    <li key={search.id} className="wc-saved-search">
      {/* Named by its own text (WCAG 2.5.3), after a word for screen readers: "Run Mary's claims Mary Anderson, born …". */}
      <button type="button" className="wc-link-action" onClick={() => run(search)}>
        <span className="wc-visually-hidden">{texts.runPrefix}</span>{' '}
        {search.name ? (
          <>
            <strong>{search.name}</strong>{' '}
          </>
        ) : null}
        <span className="wc-secondary">{describeSearch(search)}</span>
      </button>
      {search.name && !readOnly && (
        <button
          type="button"
          className="wc-icon-button wc-icon-button-small"
          aria-label={texts.remove(search.name)}
          title={texts.remove(search.name)}
          onClick={() => remove.mutate(search.id, { onSuccess: () => setNotice(savedSearchMessages.deleted(search.name!)) })}
        >
          <Icon name="close" />
        </button>
      )}
    </li>
  );
  return (
    <div className="wc-mb3">
      <div className="wc-row wc-gap-1 wc-mb2">
        {!readOnly && (
          <Button variant="outlined" size="small" disabled={!current} onClick={() => setNaming(true)}>
            {texts.save}
          </Button>
        )}
      </div>
      {notice && (
        <Alert severity="success" className="wc-mb2" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <DisclosurePanel id={`saved-${kind}`} title={texts.panel} expanded={open} onToggle={() => setOpen((o) => !o)}>
        <div className="wc-saved-searches">
          <section aria-labelledby={`saved-${kind}-saved`}>
            <h3 id={`saved-${kind}-saved`} className="wc-h3">
              {texts.saved}
            </h3>
            {list.data?.saved.length ? <ul className="wc-plain-list">{list.data.saved.map(item)}</ul> : <p className="wc-body2 wc-secondary">{texts.noneSaved}</p>}
          </section>
          <section aria-labelledby={`saved-${kind}-recent`}>
            <h3 id={`saved-${kind}-recent`} className="wc-h3">
              {texts.recent}
            </h3>
            {list.data?.recent.length ? <ul className="wc-plain-list">{list.data.recent.map(item)}</ul> : <p className="wc-body2 wc-secondary">{texts.noneRecent}</p>}
          </section>
        </div>
      </DisclosurePanel>
      {naming && current && (
        <SaveDialog
          kind={kind}
          criteria={current}
          onClose={() => setNaming(false)}
          onSaved={(name) => {
            setNaming(false);
            setNotice(savedSearchMessages.saved(name));
          }}
        />
      )}
    </div>
  );
}

function SaveDialog<K extends SearchKind>({ kind, criteria, onClose, onSaved }: { kind: K; criteria: SentCriteria<K>; onClose: () => void; onSaved: (name: string) => void }) {
  const keep = useKeepSearch(kind);
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(SavedSearchNameSchema), defaultValues: { name: '' } });
  const submit = handleSubmit(({ name }) => keep.mutate({ kind, name, criteria } as SaveSearchRequest, { onSuccess: (saved) => onSaved(saved.name ?? name) }));
  const refused = keep.error instanceof ApiError ? keep.error.message : null;
  return (
    <Dialog
      title={texts.saveTitle}
      onClose={onClose}
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={`save-${kind}-search`} disabled={keep.isPending}>
            {texts.confirm}
          </Button>
        </>
      }
    >
      <form id={`save-${kind}-search`} noValidate className="wc-stack" onSubmit={(event) => void submit(event)}>
        <FormErrorSummary errors={formState.errors} message={refused ?? savedSearchMessages.nameRequired} />
        {refused && <Alert severity="error">{refused}</Alert>}
        <TextField id={`save-${kind}-name`} label={texts.name} required maxLength={SAVED_SEARCH_NAME_MAX} autoComplete="off" error={formState.errors.name?.message} {...bind(register('name'))} />
      </form>
    </Dialog>
  );
}
