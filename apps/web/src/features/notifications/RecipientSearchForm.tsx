import { recipientSearchFields, recipientSearchLimits as limits, recipientTexts as texts, userStatuses, type RecipientSearchField } from '@wcpp/contract';
import { FormButtons } from '../../components/FormButtons';
import { TextField } from '../../components/ui/TextField';
import { Alert } from '../../components/ui/Alert';
import { Select } from '../../components/ui/Select';
import { Grid } from '../../components/ui/Stack';
import type { ManageRecipients } from './useManageRecipients';

const labels: Record<RecipientSearchField, string> = { usernames: texts.usernames, email: texts.email, tin: texts.tin, groupId: texts.groupId };
const maxLengths: Record<RecipientSearchField, number> = { usernames: limits.usernames, email: limits.email, tin: limits.tin, groupId: limits.groupId };
const statusOptions = [{ value: '', label: texts.anyStatus }, ...Object.entries(userStatuses).map(([value, label]) => ({ value, label }))];

/** The recipient search (part 1 §5): one field at a time, a list of usernames, a leading * for part of an address, and a status. */
export function RecipientSearchForm({ flow }: { flow: ManageRecipients }) {
  const { values, error } = flow;
  const active = recipientSearchFields.find((f) => values[f].trim() !== '');
  return (
    <form noValidate onSubmit={flow.submit} aria-labelledby="recipient-search-title" className="wc-stack wc-max-1000">
      <h2 id="recipient-search-title" className="wc-h2">
        {texts.search}
      </h2>
      <p className="wc-body2 wc-secondary">{texts.searchHelp}</p>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Grid columns={2} className="wc-grid-wide-4">
        {recipientSearchFields.map((field) => (
          <TextField
            key={field}
            id={`recipient-${field}`}
            label={labels[field]}
            maxLength={maxLengths[field]}
            value={values[field]}
            // Part 1 §5: the fields are exclusive; filling one disables the others.
            disabled={active !== undefined && active !== field}
            inputMode={field === 'tin' || field === 'groupId' ? 'numeric' : undefined}
            error={error?.field === field ? error.message : undefined}
            onChange={(e) => flow.setValues((v) => ({ ...v, [field]: e.target.value }))}
          />
        ))}
        <Select id="recipient-status" label={texts.status} options={statusOptions} value={flow.status} onChange={flow.setStatus} required={false} />
      </Grid>
      <FormButtons submitLabel={texts.searchButton} cancelLabel={texts.reset} submitDisabled={flow.search.isFetching} onCancel={flow.reset} />
    </form>
  );
}
