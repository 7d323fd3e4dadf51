import { accountLimits } from '@wcpp/contract';
import { TextInput } from './TextInput';

type Props = Omit<React.ComponentProps<typeof TextInput>, 'type' | 'maxLength'>;

/** A required e-mail address field (part 2 §9: at most 120 characters). */
export function EmailInput(props: Props) {
  return <TextInput type="email" autoComplete="email" required maxLength={accountLimits.email} {...props} />;
}
