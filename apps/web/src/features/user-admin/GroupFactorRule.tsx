import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupFactorTexts as texts, signInSecurityCalls } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { errorMessage } from '../../lib/errors';
import * as securityErrors from '../../lib/error-contexts/sign-in-security';
import { call } from '../../lib/http';

const ruleKey = (groupId: number) => ['groupFactorRule', groupId] as const;

/**
 * Manage Users: the group's rule that every user must use a second factor (issue 46 §2). Saved with
 * SAVE; the server asks the administrator's own second factor again when it is older than 5 minutes.
 */
export function GroupFactorRule({ groupId, readOnly }: { groupId: number; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const rule = useQuery({ queryKey: ruleKey(groupId), queryFn: () => call(signInSecurityCalls.groupFactorRule, { params: { groupId } }) });
  const [required, setRequired] = useState(false);
  useEffect(() => {
    if (rule.data) setRequired(rule.data.required);
  }, [rule.data]);
  const save = useMutation({
    mutationFn: (value: boolean) => call(signInSecurityCalls.saveGroupFactorRule, { params: { groupId }, body: { required: value } }),
    onSuccess: (answer) => queryClient.setQueryData(ruleKey(groupId), answer),
  });
  if (!rule.data) return null;
  const changed = required !== rule.data.required;
  return (
    <section className="wc-stack wc-max-760" aria-labelledby="group-factor-title">
      <h2 id="group-factor-title" className="wc-h2">
        {texts.title}
      </h2>
      <Checkbox
        label={texts.label}
        checked={required}
        disabled={readOnly || save.isPending}
        aria-describedby="group-factor-hint"
        onChange={(e) => {
          save.reset();
          setRequired(e.target.checked);
        }}
      />
      <p id="group-factor-hint" className="wc-text wc-muted">
        {texts.hint}
      </p>
      {save.isSuccess && !changed && (
        <Alert severity="success" role="status">
          {texts.saved(save.data.required)}
        </Alert>
      )}
      {save.isError && <Alert severity="error">{errorMessage(securityErrors.security, save.error)}</Alert>}
      {!readOnly && (
        <div>
          <Button variant="contained" disabled={!changed || save.isPending} onClick={() => save.mutate(required)}>
            {texts.save}
          </Button>
        </div>
      )}
    </section>
  );
}
