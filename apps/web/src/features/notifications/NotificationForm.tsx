import { notificationLimits, notificationTexts as texts } from '@wcpp/contract';
import { TextField } from '../../components/ui/TextField';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { Grid, Stack } from '../../components/ui/Stack';
import { recipientCount } from './draft';
import { SendDateInput } from './SendDateInput';
import type { NotificationsFlow } from './useNotificationsFlow';

type DraftField = 'name' | 'campaign' | 'requestedBy' | 'link' | 'sendDate';

const fieldIds: Record<DraftField, string> = {
  name: 'notification-name',
  campaign: 'notification-campaign',
  requestedBy: 'notification-requested-by',
  link: 'notification-link',
  sendDate: 'notification-send-date',
};

/** The notification's form (part 1 §4, §5), in create or edit mode; a sent notification is shown, not changed. */
export function NotificationForm({ flow }: { flow: NotificationsFlow }) {
  const { control, register, watch, formState } = flow.form;
  const { editing, locked } = flow;
  const input = (field: DraftField) => {
    const { ref, ...rest } = register(field);
    return {
      ...rest,
      id: fieldIds[field],
      inputRef: (el: HTMLInputElement | null) => {
        ref(el);
        if (field === 'name') flow.nameRef.current = el;
      },
      error: formState.errors[field]?.message,
      disabled: locked,
      // EDIT and RESET set the values themselves: the label moves above a value it brings.
      shrink: Boolean(watch(field)),
    };
  };
  const count = recipientCount({ userNotList: watch('userNotList') });

  return (
    <form noValidate onSubmit={flow.submit} aria-labelledby="notification-form-title" className="wc-stack wc-max-900">
      <h2 id="notification-form-title" className="wc-h2">
        {editing ? texts.formEdit : texts.formCreate}
      </h2>
      {locked && <Alert severity="info">{texts.lockedNote}</Alert>}
      <Grid columns={2}>
        <TextField {...input('name')} label={texts.name} required maxLength={notificationLimits.name} />
        <TextField {...input('campaign')} label={texts.campaign} required maxLength={notificationLimits.campaign} />
        <TextField {...input('requestedBy')} label={texts.requestedBy} maxLength={notificationLimits.requestedBy} />
        <TextField {...input('link')} label={texts.link} required maxLength={notificationLimits.link} type="url" />
        <div>
          <SendDateInput control={control} id={fieldIds.sendDate} label={texts.sendDate} error={formState.errors.sendDate?.message} disabled={locked} helpId="notification-send-date-help" />
          <p id="notification-send-date-help" className="wc-note">
            {texts.sendDateHelp}
          </p>
        </div>
        <TextField id="notification-send-time" label={texts.sendTime} value={texts.sendTimeValue} readOnly disabled />
        <div>
          <Checkbox label={texts.sendEmail} checked={false} disabled readOnly />
        </div>
        <Stack direction="row" align="center">
          <p id="notification-recipients" className="wc-text">
            {texts.recipients}: {count}
          </p>
          <Button variant="outlined" onClick={flow.manageRecipients} disabled={locked} aria-describedby="notification-recipients">
            {texts.manageRecipients}
          </Button>
        </Stack>
      </Grid>
      <Stack direction="row">
        <Button type="submit" disabled={flow.saving || locked}>
          {editing ? texts.update : texts.create}
        </Button>
        <Button variant="outlined" onClick={flow.clear}>
          {editing ? texts.cancelEdit : texts.reset}
        </Button>
      </Stack>
    </form>
  );
}
