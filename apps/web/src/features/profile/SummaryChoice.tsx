import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityCalls, genericMessages, summaryTexts as texts } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { call } from '../../lib/http';

const summaryKey = ['profile', 'monthlySummary'] as const;

/**
 * The monthly summary's opt-out (issue 47 §2), on a Provider Admin's own profile: whether the group's
 * users and waiting TIN requests are mailed on the first of each month. Read-only while mirroring.
 */
export function SummaryChoice({ readOnly }: { readOnly: boolean }) {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: summaryKey, queryFn: () => call(activityCalls.summaryChoice) });
  const save = useMutation({
    mutationFn: (monthly: boolean) => call(activityCalls.saveSummaryChoice, { body: { monthly } }),
    onSuccess: (saved) => queryClient.setQueryData(summaryKey, saved),
  });
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (current.isError) return <Alert severity="error">{genericMessages.generic}</Alert>;
  if (!current.data) return null;
  const monthly = chosen ?? current.data.monthly;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(monthly, { onSuccess: () => setChosen(null) });
  };
  return (
    <form noValidate aria-labelledby="summary-choice" className="wc-stack wc-max-760 wc-mt3" onSubmit={submit}>
      <h2 id="summary-choice" className="wc-h2">
        {texts.choiceTitle}
      </h2>
      {save.isSuccess && chosen === null && (
        <Alert severity="success" role="status">
          {texts.saved}
        </Alert>
      )}
      {save.isError && <Alert severity="error">{genericMessages.generic}</Alert>}
      <div>
        <Checkbox label={texts.choiceLabel} checked={monthly} disabled={readOnly} onChange={(event) => setChosen(event.target.checked)} aria-describedby="summary-choice-hint" />
        <p id="summary-choice-hint" className="wc-body2">
          {texts.choiceHint}
        </p>
      </div>
      <div>
        <Button type="submit" variant="contained" disabled={readOnly || save.isPending}>
          {texts.save}
        </Button>
      </div>
    </form>
  );
}
