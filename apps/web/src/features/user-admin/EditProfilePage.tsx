import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import {
  accountLimits,
  AdminProfileFormSchema,
  emailChangeMessages,
  formatPhone,
  genericMessages,
  isEmailChange,
  manageUsersMessages,
  profileMessages,
  profileTexts,
  userAdminTexts as texts,
  userNameShown,
  type AdminProfileForm,
  type AdminProfileFormInput,
  type UserDetails,
  type UserRow,
  type UserSearchRequest,
} from '@wcpp/contract';
import { AffiliationSelect } from '../../components/AffiliationSelect';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { CurrentPasswordField } from '../../components/CurrentPasswordField';
import { TextField } from '../../components/ui/TextField';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Stack } from '../../components/ui/Stack';
import { errorCode, errorMessage } from '../../lib/errors';
import { adminProfileFields } from '../../lib/error-contexts/fields';
import * as profileErrors from '../../lib/error-contexts/profile';
import { bind, useServerFieldErrors } from '../../lib/form';
import { to } from '../../lib/paths';
import { profileFormValues } from '../../lib/profile-form';
import { userQuery, useEffectiveUser } from '../../lib/user';
import { useAdminUpdateUser } from './api';

interface EditState {
  user: UserRow;
  /** True from User Search: the employee id shows, and SAVE and CANCEL return there with the search. */
  admin: boolean;
  searchInfo?: UserSearchRequest | null;
}

const isProvider = (typeCd: string) => typeCd === 'PRAD' || typeCd === 'PRUS';

const formValues = (u: UserDetails): AdminProfileFormInput => ({ ...profileFormValues(u), employeeId: u.employeeId ?? '' });

/**
 * Edit Profile of another account (/wcpp/EditProfile; part 2 §2, §5): 'User Profile for {first}
 * {last}', the username read-only, the affiliation the administrator may change, and the employee id
 * of internal staff with the admin flag. SAVE and CANCEL return to User Search (with its search) or
 * Manage Users.
 */
export function EditProfilePage() {
  const state: EditState | null = useLocation().state;
  if (!state?.user) return <Navigate to={to('ManageUsers')} replace />;
  return <EditProfile state={state} />;
}

function EditProfile({ state }: { state: EditState }) {
  const navigate = useNavigate();
  const { isMirroring } = useEffectiveUser();
  const loaded = useQuery(userQuery(state.user.userNm));
  const back = (notice?: string) =>
    state.admin
      ? navigate(to('UserSearch'), { state: { searchInfo: state.searchInfo, notice } })
      : navigate(to('ManageUsers'), { state: { notice } });
  if (loaded.isError) return <Alert severity="error">{genericMessages.retrieval}</Alert>;
  if (!loaded.data) return <PageLoading />;
  return <EditForm user={loaded.data} pending={state.user.pendingRegistration === true} admin={state.admin} readOnly={isMirroring} onDone={back} />;
}

/** `pending`: an account ADD USER made whose person has not registered; its username is a placeholder. */
function EditForm({ user, pending, admin, readOnly, onDone }: { user: UserDetails; pending: boolean; admin: boolean; readOnly: boolean; onDone: (notice?: string) => void }) {
  const save = useAdminUpdateUser();
  const { register, handleSubmit, setValue, setError, watch, formState } = useForm<AdminProfileFormInput, unknown, AdminProfileForm>({
    resolver: zodResolver(AdminProfileFormSchema),
    defaultValues: formValues(user),
  });
  const errors = formState.errors;
  const provider = isProvider(user.typeCd);
  const showEmployeeId = admin && !provider;
  const code = save.isError ? errorCode(save.error) : null;
  useServerFieldErrors(setError, adminProfileFields(save.error));

  // A new Email Address needs the administrator's own password (decision 075): a token alone cannot move an account's mail.
  const emailChanged = !readOnly && isEmailChange(user.emailAddr, watch('emailAddr'));
  const submit = handleSubmit(({ typeCd: _typeCd, currentPassword, ...fields }) =>
    save.mutate(
      {
        id: user.id,
        userNm: user.userNm,
        typeCd: user.typeCd,
        grpInfoId: user.grpInfoId,
        ...fields,
        employeeId: showEmployeeId ? fields.employeeId : user.employeeId,
        ...(isEmailChange(user.emailAddr, fields.emailAddr) ? { currentPassword } : {}),
      },
      {
        // A new address takes effect only once its owner follows the link sent to it (decision 047):
        // the answer still holds the old one, and the administrator is told where the link went.
        onSuccess: (saved) =>
          onDone(
            isEmailChange(saved.emailAddr, fields.emailAddr)
              ? `${manageUsersMessages.updated} ${emailChangeMessages.adminLinkSent(fields.emailAddr.trim())}`
              : manageUsersMessages.updated,
          ),
      },
    ),
  );
  const input = (name: keyof AdminProfileFormInput, label: string, maxLength: number, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField id={`edit-${name}`} label={label} maxLength={maxLength} error={errors[name]?.message} disabled={readOnly} {...bind(register(name))} {...extra} />
  );
  const title = texts.editProfileTitle(user.userFirstName, user.userLastName);

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <form noValidate onSubmit={submit} aria-label={title} className="wc-stack wc-max-760">
        {readOnly && <Alert severity="info">{texts.mirroringNote}</Alert>}
        <FormErrorSummary errors={errors} message={profileMessages.summary} />
        {save.isError && code !== 'INVALID_EMAIL' && code !== 'VALIDATION' && <Alert severity="error">{errorMessage(profileErrors.profileUpdate, save.error)}</Alert>}
        <dl className="wc-pairs">
          <dt>{profileTexts.userName}</dt>
          {/* An account ADD USER made shows "pending registration", as in the lists it was opened from (issue 26 §4). */}
          <dd>{userNameShown({ userNm: user.userNm, pendingRegistration: pending })}</dd>
          <dt>{profileTexts.accountType}</dt>
          <dd>{user.typeDesc}</dd>
          {provider && (
            <>
              <dt>{profileTexts.groupId}</dt>
              <dd>{user.grpInfoId}</dd>
            </>
          )}
        </dl>
        <div className="wc-cols-12 wc-ua-fields">
          <div className="wc-span-4">{input('userFirstName', profileTexts.firstName, accountLimits.name, { required: true })}</div>
          <div className="wc-span-3">{input('userMidName', profileTexts.middleInitial, accountLimits.middleInitial)}</div>
          <div className="wc-span-5">{input('userLastName', profileTexts.lastName, accountLimits.name, { required: true })}</div>
          <div className="wc-span-7">{input('emailAddr', profileTexts.email, accountLimits.email, { required: true, type: 'email' })}</div>
          <div className="wc-span-5">
            {input('phoneNum', profileTexts.phone, accountLimits.profilePhone, { required: true, type: 'tel', ...bind(register('phoneNum', { onBlur: (e) => setValue('phoneNum', formatPhone(e.target.value)) })) })}
          </div>
          {emailChanged && (
            <CurrentPasswordField
              id="edit-currentPassword"
              label={texts.adminPassword}
              hint={texts.adminPasswordHint}
              error={errors.currentPassword?.message}
              registration={register('currentPassword')}
            />
          )}
          {showEmployeeId && <div className="wc-span-5">{input('employeeId', profileTexts.employeeId, 20, { required: true })}</div>}
          {provider && (
            <>
              <div className="wc-span-5">
                <AffiliationSelect id="edit-affiliationCd" label={profileTexts.affiliation} registration={register('affiliationCd')} error={errors.affiliationCd?.message} disabled={readOnly} />
              </div>
              <div className="wc-span-7">{watch('affiliationCd') === 'OTHER' && input('affiliationDesc', profileTexts.otherDesc, accountLimits.otherDesc, { required: true })}</div>
              <div className="wc-span-6">{input('jobTitle', profileTexts.jobTitle, accountLimits.jobTitle, { required: true })}</div>
              <div className="wc-span-6">{input('companyNm', profileTexts.companyNm, accountLimits.companyNm, { required: true })}</div>
              <div className="wc-span-12">{input('companyUrl', profileTexts.companyUrl, accountLimits.companyUrl, { type: 'url' })}</div>
            </>
          )}
        </div>
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={readOnly || save.isPending}>
            {texts.save}
          </Button>
          <Button variant="outlined" onClick={() => onDone()}>
            {texts.cancel}
          </Button>
        </Stack>
      </form>
    </>
  );
}

export default EditProfilePage;
