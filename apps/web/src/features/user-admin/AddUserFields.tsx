import { accountLimits, ADD_USER_GROUP_ID_MAX, addUserTexts as texts, formatPhone, profileTexts } from '@wcpp/contract';
import { AffiliationSelect } from '../../components/AffiliationSelect';
import { TextField } from '../../components/ui/TextField';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { bind } from '../../lib/form';
import type { AddUserValues } from './add-user-draft';
import type { AddUserFlow } from './use-add-user-flow';
import type { AddUserForm } from './use-add-user-form';

type TextFieldName = Exclude<keyof AddUserValues, 'providers' | 'groupAssignment' | 'typeCd' | 'affiliationCd'>;

/** One text field of the form, its id `add-user-<field>` (focusFirst finds it by that). */
function textInput({ form }: AddUserForm) {
  const errors = form.formState.errors;
  return (field: TextFieldName, label: string, maxLength: number, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField id={`add-user-${field}`} label={label} maxLength={maxLength} error={errors[field]?.message} {...bind(form.register(field))} {...extra} />
  );
}

/** The group id typed (part 2 §2): locked once its TINs are loaded, until Clear Group Id. */
export function GroupIdField({ user, flow }: { user: AddUserForm; flow: AddUserFlow }) {
  const input = textInput(user);
  const group = flow.context.group;
  return (
    <div className="wc-ua-group">
      <div>{input('grpInfoId', texts.groupId, ADD_USER_GROUP_ID_MAX, { required: true, inputMode: 'numeric', readOnly: Boolean(group) })}</div>
      {group ? (
        <Button variant="outlined" onClick={user.clearGroup}>
          {texts.clearGroup}
        </Button>
      ) : (
        <Button variant="outlined" onClick={user.addGroup} disabled={flow.busy === 'group'}>
          {texts.addGroup}
        </Button>
      )}
    </div>
  );
}

/** The person's fields (part 2 §2, §5): a provider's affiliation, job and company, or internal staff's employee id. */
export function PersonFields({ user }: { user: AddUserForm }) {
  const input = textInput(user);
  const { register, setValue, formState } = user.form;
  const errors = formState.errors;
  return (
    <div className="wc-cols-12 wc-ua-fields">
      <div className="wc-span-4">{input('userFirstName', profileTexts.firstName, accountLimits.name, { required: true, autoComplete: 'off' })}</div>
      <div className="wc-span-3">{input('userMidName', profileTexts.middleInitial, accountLimits.middleInitial)}</div>
      <div className="wc-span-5">{input('userLastName', profileTexts.lastName, accountLimits.name, { required: true, autoComplete: 'off' })}</div>
      <div className="wc-span-7">{input('emailAddr', profileTexts.email, accountLimits.email, { required: true, type: 'email', autoComplete: 'off' })}</div>
      <div className="wc-span-5">
        {/* Part 2 §5: digits extracted on blur, shown 3-3-4. */}
        <TextField
          id="add-user-phoneNum"
          label={profileTexts.phone}
          maxLength={accountLimits.profilePhone}
          required
          type="tel"
          error={errors.phoneNum?.message}
          {...bind(register('phoneNum', { onBlur: (e) => setValue('phoneNum', formatPhone(e.target.value)) }))}
        />
      </div>
      {user.provider ? (
        <>
          <div className="wc-span-5">
            <AffiliationSelect id="add-user-affiliationCd" label={profileTexts.affiliation} required registration={register('affiliationCd')} error={errors.affiliationCd?.message} />
          </div>
          <div className="wc-span-7">{user.affiliationCd === 'OTHER' && input('affiliationDesc', profileTexts.otherDesc, accountLimits.otherDesc, { required: true })}</div>
          <div className="wc-span-6">{input('jobTitle', profileTexts.jobTitle, accountLimits.jobTitle, { required: true })}</div>
          <div className="wc-span-6">{input('companyNm', profileTexts.companyNm, accountLimits.companyNm, { required: true })}</div>
          <div className="wc-span-12">{input('companyUrl', profileTexts.companyUrl, accountLimits.companyUrl, { type: 'url' })}</div>
        </>
      ) : (
        <div className="wc-span-5">{input('employeeId', texts.employeeId, 20, { required: true })}</div>
      )}
    </div>
  );
}

/** A new group's TINs (part 2 §2): each added through Add TIN Provider, each removable. */
export function NewGroupTins({ user, onAddTin }: { user: AddUserForm; onAddTin: () => void }) {
  const { setValue, formState } = user.form;
  const { providers } = user;
  const error = formState.errors.providers;
  return (
    <div>
      <p className="wc-text wc-strong">{texts.newGroupTins}</p>
      {providers.length > 0 && (
        <ul className="wc-ua-chips">
          {providers.map((p) => (
            <li key={p.prvTaxId} className="wc-chip">
              <span>{`${p.prvTaxId} ${p.prvName}`}</span>
              <button
                type="button"
                className="wc-icon-button"
                aria-label={texts.removeTin(p.prvTaxId)}
                title={texts.removeTin(p.prvTaxId)}
                onClick={() => setValue('providers', providers.filter((x) => x.prvTaxId !== p.prvTaxId))}
              >
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button id="add-user-providers" variant="outlined" onClick={onAddTin} aria-describedby={error ? 'add-user-tins-error' : undefined}>
        {texts.addTin}
      </Button>
      {error && (
        <p id="add-user-tins-error" className="wc-body2 wc-ua-error">
          {error.message}
        </p>
      )}
    </div>
  );
}
