import { accountLimits } from '@wcpp/contract';
import { TextField } from './ui/TextField';

type Props = Omit<React.ComponentProps<typeof TextField>, 'type' | 'maxLength'>;

/** A required e-mail address field (part 2 §9: at most 120 characters). */
export function EmailInput(props: Props) {
  return <TextField type="email" autoComplete="email" required maxLength={accountLimits.email} {...props} />;
}
