import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TIN_NICKNAME_MAX, tinNicknameMessages, TinNicknameSchema, tinsTexts as texts, type GroupFtin } from '@wcpp/contract';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { errorFields } from '../../lib/errors';
import { bind, useServerFieldErrors } from '../../lib/form';
import { ApiError } from '../../lib/http';
import { useSaveTinNickname } from './api';

interface Props {
  group: number;
  tin: GroupFtin;
  onClose: () => void;
  /** Told the success text once the nickname is saved. */
  onSaved: (text: string) => void;
}

/** The practice's name for one of the group's TINs (issue 27 §2, decision 063): empty removes it. */
export function TinNicknameDialog({ group, tin, onClose, onSaved }: Props) {
  const save = useSaveTinNickname(group);
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodResolver(TinNicknameSchema), defaultValues: { nickname: tin.nickname ?? '' } });
  useServerFieldErrors(setError, errorFields(save.error));
  const submit = handleSubmit(({ nickname }) =>
    save.mutate(
      { ftin: tin.ftin, nickname },
      { onSuccess: (saved) => onSaved(saved.nickname ? tinNicknameMessages.saved(tin.ftin) : tinNicknameMessages.cleared(tin.ftin)) },
    ),
  );
  const refused = save.error instanceof ApiError && !save.error.fields ? save.error.message : null;
  return (
    <Dialog
      title={texts.nicknameTitle(tin.ftin)}
      onClose={onClose}
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form="tin-nickname-form" disabled={save.isPending}>
            {texts.save}
          </Button>
        </>
      }
    >
      <form id="tin-nickname-form" noValidate className="wc-stack" onSubmit={(event) => void submit(event)}>
        <FormErrorSummary errors={formState.errors} message={texts.summary} />
        {refused && <p className="wc-helper wc-error-text">{refused}</p>}
        <p className="wc-body2">{texts.nicknameHelp}</p>
        <TextField id="tin-nickname" label={texts.nickname} maxLength={TIN_NICKNAME_MAX} autoComplete="off" error={formState.errors.nickname?.message} {...bind(register('nickname'))} />
      </form>
    </Dialog>
  );
}
