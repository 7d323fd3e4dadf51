import { affiliationCodes, affiliationPlaceholder, affiliations } from '@wcpp/contract';
import { Select } from './ui/Select';
import type { SelectProps } from './ui/Select';

/**
 * An editable choice bound to a form (the profile-completion dialog), a controlled one (Add User, the
 * administrator's Edit Profile), or the stored value read-only (the own profile: docs/decisions/026).
 */
type Props = Omit<SelectProps, 'options'>;

const options = [{ value: '', label: affiliationPlaceholder }, ...affiliationCodes.map((code) => ({ value: code, label: affiliations[code] }))];

/** The affiliation (account type) choice of part 2 §1: 'Select One', then the three codes. */
export function AffiliationSelect(props: Props) {
  return <Select {...props} options={options} />;
}
