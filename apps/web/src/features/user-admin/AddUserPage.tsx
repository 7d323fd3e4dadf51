import { useState } from 'react';
import { addUserMessages, addUserTexts as texts, genericMessages } from '@wcpp/contract';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { Select } from '../../components/ui/Select';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { Stack } from '../../components/ui/Stack';
import { AddTinProviderDialog } from './AddTinProviderDialog';
import { GroupIdField, NewGroupTins, PersonFields } from './AddUserFields';
import { useAddUserFlow, type AddUserFlow } from './use-add-user-flow';
import { useAddUserForm } from './use-add-user-form';

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
  const user = useAddUserForm(flow);
  const { typeCd, groupAssignment, providers, byGroupId } = user;
  const errors = user.form.formState.errors;

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <form noValidate onSubmit={user.submit} aria-label={texts.title} className="wc-stack wc-max-760">
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
            onChange={user.chooseType}
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
                onChange={user.chooseAssignment}
              />
            )}
            {user.provider && ownGroup !== null && (
              <p className="wc-text">
                {texts.groupId}: {ownGroup}
              </p>
            )}
            {byGroupId && <GroupIdField user={user} flow={flow} />}
            {byGroupId && group && (
              <p role="status" className="wc-body2">
                {texts.groupTinsLoaded(group.tins.length, String(group.id))}
              </p>
            )}
            <PersonFields user={user} />
            {user.newGroup && <NewGroupTins user={user} onAddTin={() => setDialogOpen(true)} />}
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
            user.form.setValue('providers', [...user.form.getValues('providers'), p]);
            user.form.clearErrors('providers');
          }}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </>
  );
}

export default AddUserPage;
