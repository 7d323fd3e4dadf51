import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  accountLimits,
  addUserTexts,
  fieldErrors,
  genericMessages,
  groupTinMessage,
  groupTinMessages,
  GroupTinFormSchema,
  guards,
  managesGroup,
  tinClaimTexts as claimTexts,
  tinsTexts as texts,
  userAdminTexts,
  type GroupFtin,
} from '@wcpp/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { TextInput } from '../../components/TextInput';
import { errorCode } from '../../lib/form';
import { ApiError } from '../../lib/http';
import { to } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useEffectiveUser } from '../../lib/user';
import { useAddGroupTin, useGroupTins, useRemoveGroupTins, useTinClaims } from './api';
import { NoticeAlert, type Notice } from './NoticeAlert';
import { AllTinClaims, OwnTinClaims, TinClaimRequests } from './TinClaims';

type Fields = { ftin: string; billCntrlNum: string; cpdId: string };
const empty: Fields = { ftin: '', billCntrlNum: '', cpdId: '' };

/**
 * Manage TINs of the group (/wcpp/ManageTins; part 2 §5, §8): add a TIN proven by a bill control
 * number or provider id on file under it, remove TINs (never none, never all, after a warning).
 * A TIN another group holds waits for its holders' approval; they approve or deny such requests here
 * (docs/decisions/047). The read-only administrator and a mirror see the lists only.
 */
export function ManageTinsPage() {
  const { data: me, isMirroring } = useEffectiveUser();
  if (!me) return <PageLoading />;
  if (me.grpInfoId === null) {
    return (
      <>
        <PageTitle>{texts.title}</PageTitle>
        <Alert severity="info">
          {userAdminTexts.noGroup}{' '}
          <Link component={RouterLink} to={to('UserSearch')}>
            {userAdminTexts.userSearchTitle}
          </Link>
        </Alert>
        <AllTinClaims canDecide={!isMirroring && guards.systemAdmin(me)} />
      </>
    );
  }
  const canChange = !isMirroring && managesGroup({ id: me.id, typeCd: me.typeCd, grpInfoId: me.grpInfoId }, me.grpInfoId, true);
  return <GroupTins group={me.grpInfoId} canChange={canChange} mirroring={isMirroring} />;
}

function GroupTins({ group, canChange, mirroring }: { group: number; canChange: boolean; mirroring: boolean }) {
  const actor = useSession()?.userName ?? '';
  const list = useGroupTins(group);
  const claims = useTinClaims(group);
  const add = useAddGroupTin(group);
  const remove = useRemoveGroupTins(group, actor);
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const set = (field: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setFields((f) => ({ ...f, [field]: e.target.value }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = GroupTinFormSchema.safeParse({ ftin: fields.ftin, billCntrlNum: fields.billCntrlNum || null, cpdId: fields.cpdId || null });
    if (!parsed.success) {
      const found: Partial<Fields> = fieldErrors(parsed.error.issues);
      setErrors(found);
      document.getElementById(`group-tin-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    add.mutate(
      { ftin: parsed.data.ftin, billCntrlNum: parsed.data.billCntrlNum ?? null, cpdId: parsed.data.cpdId ?? null },
      {
        onSuccess: (answer) => {
          // 202: another group holds the TIN and the request waits for its approval (decision 047).
          setNotice({ severity: answer.status === 202 ? 'info' : 'success', text: answer.body.message });
          setFields(empty);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields as Partial<Fields>);
          setNotice({ severity: 'error', text: groupTinMessage(errorCode(error)) });
        },
      },
    );
  };
  const askRemove = () => {
    setNotice(null);
    if (!selected.size) return setNotice({ severity: 'error', text: groupTinMessages.noneSelected });
    if (list.data && selected.size >= list.data.length) return setNotice({ severity: 'error', text: groupTinMessages.removeAll });
    setConfirming(true);
  };
  const confirmRemove = () =>
    remove.mutate([...selected], {
      onSuccess: () => setNotice({ severity: 'success', text: groupTinMessages.removed }),
      onError: (error) => setNotice({ severity: 'error', text: error instanceof ApiError && error.code === 'LAST_TIN' ? groupTinMessages.removeAll : genericMessages.generic }),
      onSettled: () => {
        setSelected(new Set());
        setConfirming(false);
      },
    });
  const toggle = (ftin: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(ftin)) next.delete(ftin);
      else next.add(ftin);
      return next;
    });

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <Stack spacing={2} sx={{ maxWidth: 900 }}>
        {mirroring && <Alert severity="info">{userAdminTexts.mirroringNote}</Alert>}
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        {claims.isError && <Alert severity="error">{groupTinMessages.retrieval}</Alert>}
        <TinClaimRequests
          title={claimTexts.incomingTitle}
          help={claimTexts.incomingHelp}
          claims={claims.data?.incoming ?? []}
          grpInfoId={group}
          canDecide={canChange}
          onNotice={setNotice}
        />
        {canChange && (
          <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={texts.addTitle}>
            <Typography component="h2" variant="h6">
              {texts.addTitle}
            </Typography>
            <FormErrorSummary errors={errors} message={texts.summary} />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextInput id="group-tin-ftin" label={texts.tin} required maxLength={accountLimits.tin} inputMode="numeric" value={fields.ftin} onChange={set('ftin')} error={errors.ftin} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                {/* Part 2 §5: the two proofs are mutually exclusive; typing in one disables the other. */}
                <TextInput
                  id="group-tin-billCntrlNum"
                  label={texts.billControlNumber}
                  maxLength={accountLimits.billControlNumberInput}
                  inputMode="numeric"
                  value={fields.billCntrlNum}
                  disabled={fields.cpdId !== ''}
                  onChange={set('billCntrlNum')}
                  error={errors.billCntrlNum}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextInput
                  id="group-tin-cpdId"
                  label={texts.providerId}
                  maxLength={accountLimits.providerId}
                  inputMode="numeric"
                  value={fields.cpdId}
                  disabled={fields.billCntrlNum !== ''}
                  onChange={set('cpdId')}
                  error={errors.cpdId}
                />
              </Grid>
            </Grid>
            {add.isPending && (
              <Typography role="status" variant="body2">
                {addUserTexts.checking}
              </Typography>
            )}
            <div>
              <Button type="submit" variant="contained" disabled={add.isPending}>
                {texts.add}
              </Button>
            </div>
          </Stack>
        )}
        {list.isError && <Alert severity="error">{groupTinMessages.retrieval}</Alert>}
        {list.isPending ? (
          <PageLoading />
        ) : (
          list.data && (
            <DataTable<GroupFtin>
              label={texts.title}
              columns={[
                ...(canChange
                  ? [
                      {
                        id: 'remove',
                        header: texts.remove,
                        text: () => '',
                        priority: 'key' as const,
                        controls: true,
                        render: (t: GroupFtin) => (
                          <Checkbox checked={selected.has(t.ftin)} onChange={() => toggle(t.ftin)} slotProps={{ input: { 'aria-label': `${texts.remove} ${t.ftin}` } }} />
                        ),
                      },
                    ]
                  : []),
                { id: 'ftin', header: texts.tin, text: (t) => t.ftin, priority: 'key' },
                { id: 'createdDate', header: texts.dateAdded, text: (t) => t.displayDate, sortValue: (t) => t.addedDate, priority: 'key' },
              ]}
              rows={list.data}
              rowKey={(t) => t.ftin}
              // Part 2 §9: the group's TINs by the date added, newest first.
              defaultSort={{ id: 'createdDate', desc: true }}
            />
          )
        )}
        {canChange && (
          <div>
            <Button variant="outlined" onClick={askRemove} disabled={remove.isPending}>
              {texts.removeButton}
            </Button>
          </div>
        )}
        <OwnTinClaims claims={claims.data?.outgoing ?? []} />
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={groupTinMessages.removeWarning}
        confirmLabel={userAdminTexts.continue}
        cancelLabel={userAdminTexts.cancel}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

export default ManageTinsPage;
