import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import {
  accountLimits,
  ADD_USER_GROUP_ID_MAX,
  addUserMessages,
  addUserTexts as texts,
  AddUserRequestSchema,
  fieldErrors,
  formatPhone,
  genericMessages,
  profileTexts,
  type ProviderListItem,
} from '@wcpp/contract';
import { AffiliationSelect } from '../../components/AffiliationSelect';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { NativeSelectField } from '../../components/NativeSelectField';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { to } from '../../lib/paths';
import { TextInput } from '../../components/TextInput';
import { useEffectiveUser } from '../../lib/user';
import { AddTinProviderDialog } from './AddTinProviderDialog';
import { checkEmailExists, fetchGroupTins, useUserTypes } from './add-user-api';
import { emptyValues, isNewGroup, isProviderType, toRequest, type AddUserDraft, type AddUserValues } from './add-user-draft';

type Errors = Partial<Record<keyof AddUserValues | 'userFtins', string>>;

/** Focuses the first field in error, in the form's order (the summary above says what happened). */
function focusFirst(errors: Errors) {
  const first = Object.keys(errors)
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
  const { data: caller } = useEffectiveUser();
  const types = useUserTypes();
  const location = useLocation();
  const navigate = useNavigate();
  const back = (location.state as { draft?: AddUserDraft } | null)?.draft;
  const [values, setValues] = useState<AddUserValues>(back?.values ?? emptyValues());
  const [group, setGroup] = useState<AddUserDraft['group']>(back?.group ?? null);
  const [providers, setProviders] = useState<ProviderListItem[]>(back?.providers ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'group' | 'email' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const callerType = caller?.typeCd ?? '';
  const ownGroup = callerType === 'PRAD' ? caller!.grpInfoId : null;

  // A Provider Admin adds users to its own group: its TINs load at once (part 2 §3: the administrator's own group).
  useEffect(() => {
    if (ownGroup === null || group?.id === ownGroup) return;
    fetchGroupTins(ownGroup).then((tins) => setGroup({ id: ownGroup, tins }), () => setFailure(genericMessages.retrieval));
  }, [ownGroup, group?.id]);

  if (!caller || types.isPending) return <PageLoading />;
  if (types.isError) return <Alert severity="error">{genericMessages.retrieval}</Alert>;

  const provider = isProviderType(values.typeCd);
  const newGroup = isNewGroup(values, callerType);
  const needsGroupId = callerType === 'ISAD' && ((values.typeCd === 'PRAD' && values.groupAssignment === 'existing') || values.typeCd === 'PRUS');
  const set = (field: keyof AddUserValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));

  // Part 2 §2: choosing the account type resets the form and shows its fields.
  const chooseType = (typeCd: string) => {
    setValues(emptyValues(typeCd));
    setErrors({});
    setProviders([]);
    if (ownGroup === null) setGroup(null);
  };

  const loadGroup = async () => {
    const id = values.grpInfoId.trim();
    if (!new RegExp(`^\\d{1,${ADD_USER_GROUP_ID_MAX}}$`).test(id)) return setErrors((e) => ({ ...e, grpInfoId: addUserMessages.groupId }));
    setBusy('group');
    try {
      const tins = await fetchGroupTins(Number(id));
      // An empty TIN list for a group id means the group id is not valid (part 2 §5).
      if (!tins.length) setErrors((e) => ({ ...e, grpInfoId: addUserMessages.groupId }));
      else {
        setGroup({ id: Number(id), tins });
        setErrors(({ grpInfoId: _, ...rest }) => rest);
      }
    } catch {
      setErrors((e) => ({ ...e, grpInfoId: addUserMessages.groupId }));
    } finally {
      setBusy(null);
    }
  };

  const next = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const draft: AddUserDraft = {
      values,
      group: provider && !newGroup ? group : null,
      providers: newGroup ? providers : [],
      selected: back?.selected ?? [],
      from: location.pathname,
    };
    // Step 1 checks the fields; a Provider User's TINs are ticked on step 2.
    const tins = newGroup ? providers.map((p) => p.prvTaxId) : values.typeCd === 'PRUS' && group ? [group.tins[0]!.ftin] : [];
    const parsed = AddUserRequestSchema.safeParse(toRequest(draft, callerType, tins));
    const found: Errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (values.typeCd === 'PRUS') delete found.userFtins;
    if ((needsGroupId || (provider && ownGroup !== null)) && !group) found.grpInfoId = addUserMessages.groupId;
    if (newGroup && !providers.length) found.userFtins = addUserMessages.newGroupTin;
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    setBusy('email');
    try {
      if (await checkEmailExists(values.emailAddr.trim())) {
        setErrors({ emailAddr: addUserMessages.emailInUse });
        return focusFirst({ emailAddr: 'x' });
      }
    } catch {
      return setFailure(genericMessages.generic);
    } finally {
      setBusy(null);
    }
    navigate(to('AddUserManageTin'), { state: { draft } });
  };

  const input = (field: keyof AddUserValues, label: string, maxLength: number, extra: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput id={`add-user-${field}`} label={label} maxLength={maxLength} value={values[field]} onChange={set(field)} error={errors[field]} {...extra} />
  );

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <Stack component="form" noValidate spacing={2} onSubmit={next} aria-label={texts.title} sx={{ maxWidth: 760 }}>
        <FormErrorSummary errors={errors} message={addUserMessages.summary} />
        {failure && <Alert severity="error">{failure}</Alert>}
        {busy && (
          <Typography role="status" variant="body2">
            {texts.checking}
          </Typography>
        )}
        <Box sx={{ maxWidth: 360 }}>
          <NativeSelectField
            id="add-user-typeCd"
            label={texts.accountType}
            required
            value={values.typeCd}
            onChange={chooseType}
            error={errors.typeCd}
            options={[{ value: '', label: texts.selectOne }, ...types.data.map((t) => ({ value: t.userTypeCd, label: t.userTypeDesc }))]}
          />
        </Box>
        {values.typeCd && (
          <>
            {values.typeCd === 'PRAD' && callerType === 'ISAD' && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" sx={{ fontWeight: 600 }}>
                  {texts.groupAssignment}
                </Typography>
                <RadioGroup
                  row
                  name="groupAssignment"
                  value={values.groupAssignment}
                  onChange={(e) => {
                    setValues((v) => ({ ...v, groupAssignment: e.target.value as 'new' | 'existing', grpInfoId: '' }));
                    setGroup(null);
                    setProviders([]);
                    // The group id went with the choice; so does its message.
                    setErrors(({ grpInfoId: _, ...rest }) => rest);
                  }}
                >
                  <FormControlLabel value="new" control={<Radio />} label={texts.newGroup} />
                  <FormControlLabel value="existing" control={<Radio />} label={texts.existingGroup} />
                </RadioGroup>
              </Box>
            )}
            {provider && ownGroup !== null && (
              <Typography>
                {texts.groupId}: {ownGroup}
              </Typography>
            )}
            {needsGroupId && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 560 }}>
                {/* Part 2 §2: the group id is locked once its TINs are loaded, until Clear Group Id. */}
                {input('grpInfoId', texts.groupId, ADD_USER_GROUP_ID_MAX, { required: true, inputMode: 'numeric', readOnly: Boolean(group) })}
                {group ? (
                  <Button variant="outlined" sx={{ flexShrink: 0, mt: 1 }} onClick={() => (setGroup(null), setValues((v) => ({ ...v, grpInfoId: '' })))}>
                    {texts.clearGroup}
                  </Button>
                ) : (
                  <Button variant="outlined" sx={{ flexShrink: 0, mt: 1 }} onClick={loadGroup} disabled={busy === 'group'}>
                    {texts.addGroup}
                  </Button>
                )}
              </Stack>
            )}
            {needsGroupId && group && (
              <Typography role="status" variant="body2">
                {texts.groupTinsLoaded(group.tins.length, String(group.id))}
              </Typography>
            )}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>{input('userFirstName', profileTexts.firstName, accountLimits.name, { required: true, autoComplete: 'off' })}</Grid>
              <Grid size={{ xs: 12, sm: 3 }}>{input('userMidName', profileTexts.middleInitial, accountLimits.middleInitial)}</Grid>
              <Grid size={{ xs: 12, sm: 5 }}>{input('userLastName', profileTexts.lastName, accountLimits.name, { required: true, autoComplete: 'off' })}</Grid>
              <Grid size={{ xs: 12, sm: 7 }}>{input('emailAddr', profileTexts.email, accountLimits.email, { required: true, type: 'email', autoComplete: 'off' })}</Grid>
              <Grid size={{ xs: 12, sm: 5 }}>
                {input('phoneNum', profileTexts.phone, accountLimits.profilePhone, {
                  required: true,
                  type: 'tel',
                  // Part 2 §5: digits extracted on blur, shown 3-3-4.
                  onBlur: () => setValues((v) => ({ ...v, phoneNum: formatPhone(v.phoneNum) })),
                })}
              </Grid>
              {provider ? (
                <>
                  <Grid size={{ xs: 12, sm: 5 }}>
                    <AffiliationSelect
                      id="add-user-affiliationCd"
                      label={profileTexts.affiliation}
                      required
                      value={values.affiliationCd}
                      onChange={(affiliationCd) => setValues((v) => ({ ...v, affiliationCd }))}
                      error={errors.affiliationCd}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 7 }}>
                    {values.affiliationCd === 'OTHER' && input('affiliationDesc', profileTexts.otherDesc, accountLimits.otherDesc, { required: true })}
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>{input('jobTitle', profileTexts.jobTitle, accountLimits.jobTitle, { required: true })}</Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>{input('companyNm', profileTexts.companyNm, accountLimits.companyNm, { required: true })}</Grid>
                  <Grid size={12}>{input('companyUrl', profileTexts.companyUrl, accountLimits.companyUrl, { type: 'url' })}</Grid>
                </>
              ) : (
                <Grid size={{ xs: 12, sm: 5 }}>{input('employeeId', texts.employeeId, 20, { required: true })}</Grid>
              )}
            </Grid>
            {newGroup && (
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{texts.newGroupTins}</Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', my: 1 }}>
                  {providers.map((p) => (
                    <Chip
                      key={p.prvTaxId}
                      label={`${p.prvTaxId} ${p.prvName}`}
                      onDelete={() => setProviders((list) => list.filter((x) => x.prvTaxId !== p.prvTaxId))}
                      deleteIcon={<span aria-label={texts.removeTin(p.prvTaxId)}>×</span>}
                    />
                  ))}
                </Stack>
                <Button id="add-user-userFtins" variant="outlined" onClick={() => setDialogOpen(true)} aria-describedby={errors.userFtins ? 'add-user-tins-error' : undefined}>
                  {texts.addTin}
                </Button>
                {errors.userFtins && (
                  <Typography id="add-user-tins-error" color="error" variant="body2">
                    {errors.userFtins}
                  </Typography>
                )}
              </Box>
            )}
          </>
        )}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={busy !== null}>
            {texts.next}
          </Button>
          <Button type="button" variant="outlined" onClick={() => navigate(to('ManageUsers'))}>
            {texts.cancel}
          </Button>
        </Stack>
      </Stack>
      <AddTinProviderDialog
        open={dialogOpen}
        chosen={providers.map((p) => p.prvTaxId)}
        onAdd={(p) => {
          setProviders((list) => [...list, p]);
          setErrors(({ userFtins: _, ...rest }) => rest);
          setDialogOpen(false);
        }}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}

export default AddUserPage;
