import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  accountLimits,
  emailChangeMessages,
  formatPhone,
  genericMessages,
  isEmailChange,
  ownProfileFormSchema,
  profileMessages,
  profileTexts as texts,
  type ProfileForm,
  type ProfileFormInput,
  type UserDetails,
} from '@wcpp/contract';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { CurrentPasswordField } from '../../components/CurrentPasswordField';
import { TextField } from '../../components/ui/TextField';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Stack } from '../../components/ui/Stack';
import { errorFields, errorMessage } from '../../lib/errors';
import * as profileErrors from '../../lib/error-contexts/profile';
import { bind, useServerFieldErrors } from '../../lib/form';
import { paths } from '../../lib/paths';
import { profileFormValues } from '../../lib/profile-form';
import { useSession } from '../../lib/session';
import { useSignedInUser } from '../../lib/user';
import { useUpdateProfile } from './api';
import { AffiliationSelect } from '../../components/AffiliationSelect';
import { AlertChoices } from './AlertChoices';
import { SignInSecuritySection } from './SignInSecuritySection';
import { RecentSignIns } from './RecentSignIns';
import { SummaryChoice } from './SummaryChoice';

const isProviderType = (typeCd: string) => typeCd === 'PRAD' || typeCd === 'PRUS';

/** /wcpp/UserProfile (part 2 §2, §5): the signed-in person's own profile, SAVE, and the change-password link. */
export function UserProfilePage() {
  const { data: user, isError } = useSignedInUser();
  const mirroring = Boolean(useSession()?.mirror);
  if (isError) return <Alert severity="error">{genericMessages.generic}</Alert>;
  if (!user) return <PageLoading />;
  return (
    <>
      <ProfileEditor user={user} readOnly={mirroring} />
      {/* Beyond the spec (issue 28 §4): provider staff hear when money or an EOR arrives for their TINs. */}
      {isProviderType(user.typeCd) && <AlertChoices readOnly={mirroring} />}
      {/* Issue 46 §2: the person's own factors; never offered on a mirrored user's profile. */}
      {/* Issue 47 §2: a Provider Admin's monthly summary of the group, and its opt-out. */}
      {user.typeCd === 'PRAD' && <SummaryChoice readOnly={mirroring} />}
      {!mirroring && <SignInSecuritySection />}
      {/* Issue 47 §1: where and when the account signed in, and "This wasn't me". */}
      <RecentSignIns mirroring={mirroring} />
    </>
  );
}

/** SAVE of the own profile (part 2 §5), and the new address the last SAVE e-mailed a confirmation link to. */
function useSaveOwnProfile(user: UserDetails) {
  const save = useUpdateProfile();
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  // The affiliation is sent as stored: only an administrator changes it (security finding 14).
  const saveChanges = (
    { typeCd: _typeCd, currentPassword, affiliationCd: _cd, affiliationDesc: _desc, ...changes }: ProfileForm,
    reset: (values: ProfileFormInput) => void,
  ) => {
    const newEmail = isEmailChange(user.emailAddr, changes.emailAddr) ? changes.emailAddr : null;
    save.mutate(
      {
        id: user.id,
        userNm: user.userNm,
        typeCd: user.typeCd,
        grpInfoId: user.grpInfoId,
        ...changes,
        affiliationCd: user.affiliationCd,
        affiliationDesc: user.affiliationDesc,
        ...(newEmail ? { currentPassword } : {}),
      },
      {
        onSuccess: (saved) => {
          setLinkSentTo(newEmail);
          // The stored address stays until the link is followed: the field shows it again, the password is cleared.
          reset(profileFormValues(saved));
        },
      },
    );
  };
  return { save, linkSentTo, saveChanges };
}

function ProfileEditor({ user, readOnly }: { user: UserDetails; readOnly: boolean }) {
  const { save, linkSentTo, saveChanges } = useSaveOwnProfile(user);
  // A changed e-mail address needs the current password (docs/decisions/026), so the rules know the stored one.
  const schema = useMemo(() => ownProfileFormSchema(user.emailAddr), [user.emailAddr]);
  const { register, handleSubmit, watch, setValue, setError, reset, formState } = useForm<ProfileFormInput, unknown, ProfileForm>({
    resolver: zodResolver(schema),
    values: profileFormValues(user),
  });
  const errors = formState.errors;
  const provider = isProviderType(user.typeCd);
  const emailChanged = !readOnly && isEmailChange(user.emailAddr, watch('emailAddr'));

  useServerFieldErrors(setError, errorFields(save.error));

  const submit = handleSubmit((values) => saveChanges(values, reset));
  const input = (name: keyof ProfileFormInput, label: string, maxLength: number, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField id={`profile-${name}`} label={label} maxLength={maxLength} error={errors[name]?.message} disabled={readOnly} {...bind(register(name))} {...extra} />
  );

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <form noValidate onSubmit={submit} aria-label={texts.title} className="wc-stack wc-max-760">
        {readOnly && <Alert severity="info">{texts.mirrorReadOnly}</Alert>}
        {save.isSuccess && !formState.isDirty && (
          <Alert severity="success" role="status">
            {profileMessages.success}
            {linkSentTo && <p className="wc-text wc-mt1">{emailChangeMessages.linkSent(linkSentTo)}</p>}
          </Alert>
        )}
        <FormErrorSummary errors={errors} message={profileMessages.summary} />
        {save.isError && <Alert severity="error">{errorMessage(profileErrors.profileUpdate, save.error)}</Alert>}
        <dl className="wc-pairs">
          <dt>{texts.userName}</dt>
          <dd>{user.userNm}</dd>
          <dt>{texts.accountType}</dt>
          <dd>{user.typeDesc}</dd>
          <dt>{provider ? texts.groupId : texts.employeeId}</dt>
          <dd>{provider ? user.grpInfoId : user.employeeId}</dd>
        </dl>
        <div className="wc-cols-12">
          <div className="wc-span-4">{input('userFirstName', texts.firstName, accountLimits.name, { required: true, autoComplete: 'given-name' })}</div>
          <div className="wc-span-3">{input('userMidName', texts.middleInitial, accountLimits.middleInitial)}</div>
          <div className="wc-span-5">{input('userLastName', texts.lastName, accountLimits.name, { required: true, autoComplete: 'family-name' })}</div>
          <div className="wc-span-7">{input('emailAddr', texts.email, accountLimits.email, { required: true, type: 'email', autoComplete: 'email' })}</div>
          <div className="wc-span-5">
            <TextField
              id="profile-phoneNum"
              label={texts.phone}
              type="tel"
              autoComplete="tel"
              required
              disabled={readOnly}
              maxLength={accountLimits.profilePhone}
              error={errors.phoneNum?.message}
              // Part 2 §4: on blur a phone of at least 10 digits is shown 3-3-4; only the digits are sent.
              {...bind(register('phoneNum', { onBlur: (e) => setValue('phoneNum', formatPhone(e.target.value)) }))}
            />
          </div>
          {emailChanged && (
            <CurrentPasswordField
              id="profile-currentPassword"
              label={texts.currentPassword}
              hint={texts.currentPasswordHint}
              error={errors.currentPassword?.message}
              registration={register('currentPassword')}
            />
          )}
          {provider && (
            <>
              <div className="wc-span-5">
                {/* Read-only: access is judged on it, so only an administrator changes it (security finding 14). */}
                <AffiliationSelect
                  id="profile-affiliationCd"
                  label={texts.affiliation}
                  value={user.affiliationCd ?? ''}
                  error={errors.affiliationCd?.message}
                  note={texts.affiliationNote}
                  disabled
                />
              </div>
              <div className="wc-span-7">
                {user.affiliationCd === 'OTHER' && (
                  <TextField id="profile-affiliationDesc" label={texts.otherDesc} value={user.affiliationDesc ?? ''} error={errors.affiliationDesc?.message} disabled />
                )}
              </div>
              <div className="wc-span-6">{input('jobTitle', texts.jobTitle, accountLimits.jobTitle, { required: true, autoComplete: 'organization-title' })}</div>
              <div className="wc-span-6">{input('companyNm', texts.companyNm, accountLimits.companyNm, { required: true, autoComplete: 'organization' })}</div>
              <div className="wc-span-12">{input('companyUrl', texts.companyUrl, accountLimits.companyUrl, { type: 'url', autoComplete: 'url' })}</div>
            </>
          )}
        </div>
        <Stack direction="row" gap={4} align="center">
          <Button type="submit" variant="contained" disabled={readOnly || save.isPending}>
            {texts.save}
          </Button>
          <Link className="wc-link" to={paths.changePassword}>
            {texts.changePassword}
          </Link>
        </Stack>
      </form>
    </>
  );
}

export default UserProfilePage;
