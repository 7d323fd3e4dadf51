import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertCalls, alertKinds, alertTexts as texts, AlertPreferencesSchema, genericMessages, type AlertPreferences } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { call } from '../../lib/http';

const alertKeys = { preferences: ['alert-preferences'] as const };

/**
 * Payment and EOR alerts (issue 28 §4, docs/decisions/067): per kind, in the bell and in the daily
 * e-mail. Read-only while mirroring, as the rest of the profile.
 */
export function AlertChoices({ readOnly }: { readOnly: boolean }) {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: alertKeys.preferences, queryFn: () => call(alertCalls.alertPreferences) });
  const save = useMutation({
    mutationFn: (body: AlertPreferences) => call(alertCalls.saveAlertPreferences, { body }),
    onSuccess: (saved) => queryClient.setQueryData(alertKeys.preferences, saved),
  });
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(AlertPreferencesSchema), values: current.data });
  if (current.isError) return <Alert severity="error">{genericMessages.generic}</Alert>;
  if (!current.data) return null;
  return (
    <form noValidate aria-labelledby="alert-choices" className="wc-stack wc-max-760 wc-mt3" onSubmit={handleSubmit((body) => save.mutate(body))}>
      <h2 id="alert-choices" className="wc-h2">
        {texts.section}
      </h2>
      <p className="wc-text">{texts.intro}</p>
      {save.isSuccess && !formState.isDirty && (
        <Alert severity="success" role="status">
          {texts.saved}
        </Alert>
      )}
      {save.isError && <Alert severity="error">{genericMessages.generic}</Alert>}
      {alertKinds.map((kind) => (
        <fieldset key={kind} className="wc-fieldset" disabled={readOnly}>
          <legend className="wc-text">{texts.kinds[kind]}</legend>
          <Checkbox label={texts.bell} {...register(`${kind}.bell`)} />
          <Checkbox label={texts.email} {...register(`${kind}.email`)} />
        </fieldset>
      ))}
      <div>
        <Button type="submit" variant="contained" disabled={readOnly || save.isPending}>
          {texts.save}
        </Button>
      </div>
    </form>
  );
}
