import type { UseFormRegisterReturn } from 'react-hook-form';
import { affiliationCodes, affiliationPlaceholder, affiliations } from '@wcpp/contract';
import { NativeSelectField } from './NativeSelectField';

interface Props {
  id: string;
  label: string;
  /** An editable choice bound to a form (the profile-completion dialog)… */
  registration?: UseFormRegisterReturn;
  /** …or a controlled one (Add User, the administrator's Edit Profile), or the stored value read-only (the own profile: docs/decisions/026). */
  value?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  error?: string;
  note?: string;
  disabled?: boolean;
}

const options = [{ value: '', label: affiliationPlaceholder }, ...affiliationCodes.map((code) => ({ value: code, label: affiliations[code] }))];

/** The affiliation (account type) choice of part 2 §1: 'Select One', then the three codes. */
export function AffiliationSelect(props: Props) {
  return <NativeSelectField {...props} options={options} />;
}
