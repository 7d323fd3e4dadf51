import { notificationLimits, notificationMessages, recipientSearchMessages as messages, recipientTexts as texts } from '@wcpp/contract';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Stack } from '../../components/ui/Stack';
import { RecipientSearchForm } from './RecipientSearchForm';
import { ChosenRecipientsTable, RecipientResults } from './RecipientTables';
import { useManageRecipients } from './useManageRecipients';

/**
 * Manage Notification Recipients (/wcpp/ManageRecipients; part 1 §2, §5, §8): the recipient search
 * (one field at a time, a list of usernames, a leading * for part of an address), the users chosen
 * from its results, and DONE, which brings the list back to the notification's form.
 */
export function ManageRecipientsPage() {
  const flow = useManageRecipients();
  const { search, criteria, recipients, loadingCurrent, tooMany } = flow;
  const results = search.data?.users;

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <Stack gap={4}>
        <p className="wc-text">{texts.forNotification(flow.draft.name)}</p>
        <RecipientSearchForm flow={flow} />
        {criteria && search.isFetching && (
          <Alert severity="info" role="status">
            {messages.retrieving}
          </Alert>
        )}
        {search.isError && <Alert severity="error">{messages.failure}</Alert>}
        {results && !search.isFetching && results.length === 0 && (
          <Alert severity="info" role="status">
            {messages.noUsers}
          </Alert>
        )}
        {results && results.length > 0 && <RecipientResults flow={flow} results={results} />}
        <section aria-labelledby="recipient-chosen-title" className="wc-section">
          <h2 id="recipient-chosen-title" className="wc-h2">
            {texts.chosen}
          </h2>
          {loadingCurrent && (
            <Alert severity="info" role="status">
              {messages.loadingRecipients}
            </Alert>
          )}
          {flow.current.isError && flow.chosen === null && <Alert severity="error">{messages.failure}</Alert>}
          {!loadingCurrent && recipients.length === 0 && <p className="wc-text">{texts.noneChosen}</p>}
          {recipients.length > 0 && <ChosenRecipientsTable flow={flow} />}
          {tooMany && <Alert severity="error">{notificationMessages.tooManyRecipients(notificationLimits.recipients)}</Alert>}
        </section>
        <Stack direction="row">
          <Button disabled={loadingCurrent || tooMany} onClick={flow.done}>
            {texts.done}
          </Button>
          <Button variant="outlined" onClick={flow.cancel}>
            {texts.cancel}
          </Button>
        </Stack>
      </Stack>
    </>
  );
}

export default ManageRecipientsPage;
