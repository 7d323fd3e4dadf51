import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  accountLimits,
  addUserTexts,
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
import { exportGroupTins } from '../../lib/exports';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { TextInput } from '../../components/TextInput';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { Grid } from '../../components/ui/Stack';
import { errorFields, errorMessage } from '../../lib/errors';
import { bind, useServerFieldErrors } from '../../lib/form';
import { to } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useEffectiveUser } from '../../lib/user';
import { useAddGroupTin, useGroupTins, useRemoveGroupTins, useTinClaims } from './api';
import { NoticeAlert, type Notice } from './NoticeAlert';
import { TinNicknameDialog } from './TinNicknameDialog';
import { AllTinClaims, OwnTinClaims, TinClaimRequests } from './TinClaims';

const empty = { ftin: '', billCntrlNum: '', cpdId: '' };

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
          <Link className="wc-link" to={to('UserSearch')}>
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
  // Part 2 §5's rules and messages are the contract's, as the server checks them; its refusal marks the fields it names.
  const { register, handleSubmit, watch, reset, setError, formState } = useForm({ resolver: zodResolver(GroupTinFormSchema), defaultValues: empty });
  const errors = formState.errors;
  const [bcn, cpdId] = watch(['billCntrlNum', 'cpdId']);
  useServerFieldErrors(setError, errorFields(add.error));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [naming, setNaming] = useState<GroupFtin | null>(null);

  const addTin = handleSubmit((tin) =>
    add.mutate(
      { ftin: tin.ftin, billCntrlNum: tin.billCntrlNum || null, cpdId: tin.cpdId || null },
      {
        onSuccess: (answer) => {
          // 202: another group holds the TIN and the request waits for its approval (decision 047).
          setNotice({ severity: answer.status === 202 ? 'info' : 'success', text: answer.body.message });
          reset(empty);
        },
        onError: (error) => setNotice({ severity: 'error', text: errorMessage('groupTinAdd', error) }),
      },
    ),
  );
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    setNotice(null);
    void addTin(event);
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
      onError: (error) => setNotice({ severity: 'error', text: errorMessage('groupTinRemove', error) }),
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
      {naming && (
        <TinNicknameDialog
          group={group}
          tin={naming}
          onClose={() => setNaming(null)}
          onSaved={(text) => {
            setNaming(null);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      <div className="wc-stack wc-max-900">
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
          <form noValidate className="wc-stack" onSubmit={submit} aria-label={texts.addTitle}>
            <h2 className="wc-h2">{texts.addTitle}</h2>
            <FormErrorSummary errors={errors} message={texts.summary} />
            <Grid columns={3}>
              <TextInput
                id="group-tin-ftin"
                label={texts.tin}
                required
                maxLength={accountLimits.tin}
                inputMode="numeric"
                error={errors.ftin?.message}
                {...bind(register('ftin'))}
              />
              {/* Part 2 §5: the two proofs are mutually exclusive; typing in one disables the other. */}
              <TextInput
                id="group-tin-billCntrlNum"
                label={texts.billControlNumber}
                maxLength={accountLimits.billControlNumberInput}
                inputMode="numeric"
                disabled={Boolean(cpdId)}
                error={errors.billCntrlNum?.message}
                {...bind(register('billCntrlNum'))}
              />
              <TextInput
                id="group-tin-cpdId"
                label={texts.providerId}
                maxLength={accountLimits.providerId}
                inputMode="numeric"
                disabled={Boolean(bcn)}
                error={errors.cpdId?.message}
                {...bind(register('cpdId'))}
              />
            </Grid>
            {add.isPending && (
              <p className="wc-body2" role="status">
                {addUserTexts.checking}
              </p>
            )}
            <div>
              <Button type="submit" variant="contained" disabled={add.isPending}>
                {texts.add}
              </Button>
            </div>
          </form>
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
                          <Checkbox
                            className="wc-check-cell"
                            checked={selected.has(t.ftin)}
                            onChange={() => toggle(t.ftin)}
                            label={<span className="wc-visually-hidden">{`${texts.remove} ${t.ftin}`}</span>}
                          />
                        ),
                      },
                    ]
                  : []),
                { id: 'ftin', header: texts.tin, text: (t) => t.ftin, priority: 'key' },
                {
                  id: 'nickname',
                  header: texts.nickname,
                  text: (t) => t.nickname ?? '',
                  priority: 'key',
                  render: (t) => (
                    <span className="wc-row wc-gap-1">
                      <span>{t.nickname ?? ''}</span>
                      {canChange && (
                        <Button variant="outlined" size="small" aria-label={texts.nicknameAction(t.ftin)} onClick={() => setNaming(t)}>
                          {texts.editNickname}
                        </Button>
                      )}
                    </span>
                  ),
                },
                { id: 'createdDate', header: texts.dateAdded, text: (t) => t.displayDate, sortValue: (t) => t.addedDate, priority: 'key' },
              ]}
              rows={list.data}
              rowKey={(t) => t.ftin}
              // Part 2 §9: the group's TINs by the date added, newest first.
              defaultSort={{ id: 'createdDate', desc: true }}
              exportRows={(rows, format) => exportGroupTins(group, rows.map((t) => t.ftin), format)}
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
      </div>
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
