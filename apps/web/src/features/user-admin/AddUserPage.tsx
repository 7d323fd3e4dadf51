import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountLimits, ADD_USER_GROUP_ID_MAX, addUserMessages, addUserTexts as texts, formatPhone, genericMessages, profileTexts } from '@wcpp/contract';
import { AffiliationSelect } from '../../components/AffiliationSelect';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { Select } from '../../components/ui/Select';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { TextInput } from '../../components/TextInput';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { Stack } from '../../components/ui/Stack';
import { bind } from '../../lib/form';
import { AddTinProviderDialog } from './AddTinProviderDialog';
import { emptyValues, isNewGroup, isProviderType, needsGroupId, stepOneResolver, type AddUserValues, type StepOneContext } from './add-user-draft';
import { useAddUserFlow, type AddUserFlow } from './use-add-user-flow';

/** Focuses the first field in error, in the page's order (the summary above says what happened). */
function focusFirst(fields: string[]) {
  const first = fields
    .map((field) => document.getElementById(`add-user-${field}`))
    .filter((el): el is HTMLElement => Boolean(el))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  first?.focus();
}

/**
 * Add User, step 1 (/wcpp/ManageUserAddUser and ADD USER's /wcpp/AddUser; part 2 §2, §5): the form
 * the account type drives. NEXT checks the fields and whether the e-mail address is in use, then goes
 * to step 2 (/wcpp/AddUserManageTin) with everything entered, which PREVIOUS brings back.
 */
export function AddUserPage() {
  const flow = useAddUserFlow();
  if (!flow.caller || flow.types.isPending) return <PageLoading />;
  if (flow.types.isError) return <Alert severity="error">{genericMessages.retrieval}</Alert>;
  return <AddUserForm flow={flow} types={flow.types.data.map((t) => ({ value: t.userTypeCd, label: t.userTypeDesc }))} />;
}

function AddUserForm({ flow, types }: { flow: AddUserFlow; types: { value: string; label: string }[] }) {
  const { callerType, ownGroup, group } = flow.context;
  const [dialogOpen, setDialogOpen] = useState(false);
  const { register, handleSubmit, reset, watch, setValue, getValues, setError, clearErrors, formState } = useForm<AddUserValues, StepOneContext>({
    resolver: stepOneResolver,
    context: flow.context,
    defaultValues: flow.initial ?? emptyValues(),
    // The first field in error by the page's order, ADD TIN included (focusFirst).
    shouldFocusError: false,
  });
  const errors = formState.errors;
  const [typeCd, groupAssignment, affiliationCd, providers] = watch(['typeCd', 'groupAssignment', 'affiliationCd', 'providers']);
  const choice = { typeCd, groupAssignment };
  const provider = isProviderType(typeCd);
  const newGroup = isNewGroup(choice, callerType);
  const byGroupId = needsGroupId(choice, callerType);

  // Part 2 §2: choosing the account type resets the form and shows its fields.
  const chooseType = (chosen: string) => {
    reset(emptyValues(chosen));
    flow.dropGroup();
  };
  const chooseAssignment = (assignment: AddUserValues['groupAssignment']) => {
    setValue('groupAssignment', assignment);
    setValue('grpInfoId', '');
    setValue('providers', []);
    flow.dropGroup();
    // The group id went with the choice; so does its message.
    clearErrors('grpInfoId');
  };
  const addGroup = async () => {
    const message = await flow.loadGroup(getValues('grpInfoId'));
    if (message) setError('grpInfoId', { type: 'validate', message });
    else clearErrors('grpInfoId');
  };
  const clearGroup = () => {
    flow.dropGroup();
    setValue('grpInfoId', '');
  };
  const submit = handleSubmit(
    async (values) => {
      const emailInUse = await flow.next(values);
      if (emailInUse) setError('emailAddr', { type: 'validate', message: emailInUse }, { shouldFocus: true });
    },
    (found) => focusFirst(Object.keys(found)),
  );

  const input = (field: Exclude<keyof AddUserValues, 'providers' | 'groupAssignment' | 'typeCd' | 'affiliationCd'>, label: string, maxLength: number, extra: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput id={`add-user-${field}`} label={label} maxLength={maxLength} error={errors[field]?.message} {...bind(register(field))} {...extra} />
  );

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <form noValidate onSubmit={submit} aria-label={texts.title} className="wc-stack wc-max-760">
        <FormErrorSummary errors={errors} message={addUserMessages.summary} />
        {flow.failure && <Alert severity="error">{flow.failure}</Alert>}
        {flow.busy && (
          <p role="status" className="wc-body2">
            {texts.checking}
          </p>
        )}
        <div className="wc-ua-type">
          <Select
            id="add-user-typeCd"
            label={texts.accountType}
            required
            value={typeCd}
            onChange={chooseType}
            error={errors.typeCd?.message}
            options={[{ value: '', label: texts.selectOne }, ...types]}
          />
        </div>
        {typeCd && (
          <>
            {typeCd === 'PRAD' && callerType === 'ISAD' && (
              <RadioGroup
                name="groupAssignment"
                label={texts.groupAssignment}
                value={groupAssignment}
                options={{ new: texts.newGroup, existing: texts.existingGroup }}
                onChange={chooseAssignment}
              />
            )}
            {provider && ownGroup !== null && (
              <p className="wc-text">
                {texts.groupId}: {ownGroup}
              </p>
            )}
            {byGroupId && (
              <div className="wc-ua-group">
                {/* Part 2 §2: the group id is locked once its TINs are loaded, until Clear Group Id. */}
                <div>{input('grpInfoId', texts.groupId, ADD_USER_GROUP_ID_MAX, { required: true, inputMode: 'numeric', readOnly: Boolean(group) })}</div>
                {group ? (
                  <Button variant="outlined" onClick={clearGroup}>
                    {texts.clearGroup}
                  </Button>
                ) : (
                  <Button variant="outlined" onClick={addGroup} disabled={flow.busy === 'group'}>
                    {texts.addGroup}
                  </Button>
                )}
              </div>
            )}
            {byGroupId && group && (
              <p role="status" className="wc-body2">
                {texts.groupTinsLoaded(group.tins.length, String(group.id))}
              </p>
            )}
            <div className="wc-cols-12 wc-ua-fields">
              <div className="wc-span-4">{input('userFirstName', profileTexts.firstName, accountLimits.name, { required: true, autoComplete: 'off' })}</div>
              <div className="wc-span-3">{input('userMidName', profileTexts.middleInitial, accountLimits.middleInitial)}</div>
              <div className="wc-span-5">{input('userLastName', profileTexts.lastName, accountLimits.name, { required: true, autoComplete: 'off' })}</div>
              <div className="wc-span-7">{input('emailAddr', profileTexts.email, accountLimits.email, { required: true, type: 'email', autoComplete: 'off' })}</div>
              <div className="wc-span-5">
                {/* Part 2 §5: digits extracted on blur, shown 3-3-4. */}
                <TextInput
                  id="add-user-phoneNum"
                  label={profileTexts.phone}
                  maxLength={accountLimits.profilePhone}
                  required
                  type="tel"
                  error={errors.phoneNum?.message}
                  {...bind(register('phoneNum', { onBlur: (e) => setValue('phoneNum', formatPhone(e.target.value)) }))}
                />
              </div>
              {provider ? (
                <>
                  <div className="wc-span-5">
                    <AffiliationSelect id="add-user-affiliationCd" label={profileTexts.affiliation} required registration={register('affiliationCd')} error={errors.affiliationCd?.message} />
                  </div>
                  <div className="wc-span-7">{affiliationCd === 'OTHER' && input('affiliationDesc', profileTexts.otherDesc, accountLimits.otherDesc, { required: true })}</div>
                  <div className="wc-span-6">{input('jobTitle', profileTexts.jobTitle, accountLimits.jobTitle, { required: true })}</div>
                  <div className="wc-span-6">{input('companyNm', profileTexts.companyNm, accountLimits.companyNm, { required: true })}</div>
                  <div className="wc-span-12">{input('companyUrl', profileTexts.companyUrl, accountLimits.companyUrl, { type: 'url' })}</div>
                </>
              ) : (
                <div className="wc-span-5">{input('employeeId', texts.employeeId, 20, { required: true })}</div>
              )}
            </div>
            {newGroup && (
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
                <Button id="add-user-providers" variant="outlined" onClick={() => setDialogOpen(true)} aria-describedby={errors.providers ? 'add-user-tins-error' : undefined}>
                  {texts.addTin}
                </Button>
                {errors.providers && (
                  <p id="add-user-tins-error" className="wc-body2 wc-ua-error">
                    {errors.providers.message}
                  </p>
                )}
              </div>
            )}
          </>
        )}
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={flow.busy !== null}>
            {texts.next}
          </Button>
          <Button variant="outlined" onClick={flow.cancel}>
            {texts.cancel}
          </Button>
        </Stack>
      </form>
      {dialogOpen && (
        <AddTinProviderDialog
          chosen={providers.map((p) => p.prvTaxId)}
          onAdd={(p) => {
            setValue('providers', [...getValues('providers'), p]);
            clearErrors('providers');
          }}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </>
  );
}

export default AddUserPage;
