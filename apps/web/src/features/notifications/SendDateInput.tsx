import type { Control } from 'react-hook-form';
import { todayIso, type NotificationFormOutput } from '@wcpp/contract';
import { DateField } from '../../components/ui/DateField';
import type { NotificationDraft } from './draft';

interface Props {
  control: Control<NotificationDraft, unknown, NotificationFormOutput>;
  id: string;
  label: string;
  error?: string;
  disabled?: boolean;
  /** The hint shown under the field, read with it. */
  helpId: string;
}

/**
 * The send date (part 1 §5: MM/dd/yyyy, past dates disabled, sent at 08:00): the portal's date field,
 * its calendar's days before today disabled. The form holds MM/dd/yyyy (a saved notification's ISO
 * day until it is changed); NotificationFormSchema reads both and refuses a past day, as the server does.
 */
export function SendDateInput({ control, helpId, ...props }: Props) {
  return <DateField control={control} name="sendDate" {...props} required min={todayIso()} describedBy={helpId} />;
}
