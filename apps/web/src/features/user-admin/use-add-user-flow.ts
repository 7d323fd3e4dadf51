import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ADD_USER_GROUP_ID_MAX, addUserMessages, genericMessages } from '@wcpp/contract';
import { to } from '../../lib/paths';
import { useEffectiveUser } from '../../lib/user';
import { checkEmailExists, fetchGroupTins, useUserTypes } from './add-user-api';
import { isNewGroup, isProviderType, type AddUserDraft, type AddUserValues, type LoadedGroup, type StepOneContext } from './add-user-draft';

const groupIdPattern = new RegExp(`^\\d{1,${ADD_USER_GROUP_ID_MAX}}$`);

/**
 * Add User's step 1 around its form (part 2 §2, §5): who is adding, the account types they may add,
 * the group whose TINs are loaded (a Provider Admin's own at once, or one added by its id), the check
 * of the e-mail address, and the way to step 2 with everything entered. The draft travels in the
 * history's state, never in the URL (names and addresses are PHI): PREVIOUS and the browser's Back
 * both bring step 1 back as it was left.
 */
export function useAddUserFlow() {
  const { data: caller } = useEffectiveUser();
  const types = useUserTypes();
  const location = useLocation();
  const navigate = useNavigate();
  const back: AddUserDraft | undefined = location.state?.draft;
  const [group, setGroup] = useState<LoadedGroup>(back?.group ?? null);
  const [busy, setBusy] = useState<'group' | 'email' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const callerType = caller?.typeCd ?? '';
  const ownGroup = callerType === 'PRAD' ? (caller?.grpInfoId ?? null) : null;

  // A Provider Admin adds users to its own group: its TINs load at once (part 2 §3: the administrator's own group).
  useEffect(() => {
    if (ownGroup === null || group?.id === ownGroup) return;
    fetchGroupTins(ownGroup).then((tins) => setGroup({ id: ownGroup, tins }), () => setFailure(genericMessages.retrieval));
  }, [ownGroup, group?.id]);

  /** Add: loads the TINs of the group typed; the group id's message when it is not a group's (part 2 §5: no TINs, no group). */
  const loadGroup = async (typed: string): Promise<string | null> => {
    const id = typed.trim();
    if (!groupIdPattern.test(id)) return addUserMessages.groupId;
    setBusy('group');
    try {
      const tins = await fetchGroupTins(Number(id));
      if (!tins.length) return addUserMessages.groupId;
      setGroup({ id: Number(id), tins });
      return null;
    } catch {
      return addUserMessages.groupId;
    } finally {
      setBusy(null);
    }
  };

  /** Forgets the loaded group (Clear Group Id, another account type or group assignment); a Provider Admin's own group stays. */
  const dropGroup = () => {
    if (ownGroup === null) setGroup(null);
  };

  /**
   * NEXT with fields that passed the check: the address must be free, then step 2. Returns the e-mail
   * field's message when the address is in use.
   */
  const next = async (values: AddUserValues): Promise<string | null> => {
    setFailure(null);
    setBusy('email');
    try {
      if (await checkEmailExists(values.emailAddr.trim())) return addUserMessages.emailInUse;
    } catch {
      setFailure(genericMessages.generic);
      return null;
    } finally {
      setBusy(null);
    }
    const newGroup = isNewGroup(values, callerType);
    const draft: AddUserDraft = {
      values: newGroup ? values : { ...values, providers: [] },
      group: isProviderType(values.typeCd) && !newGroup ? group : null,
      selected: back?.selected ?? [],
      from: location.pathname,
    };
    // Issue 26 §3: this page's own history entry keeps the draft too, so Back from step 2 shows it filled in.
    navigate(location.pathname, { replace: true, state: { draft } });
    navigate(to('AddUserManageTin'), { state: { draft } });
    return null;
  };

  const context: StepOneContext = { callerType, ownGroup, group };
  return {
    caller,
    types,
    /** Step 1 as it was left (PREVIOUS, Back), or nothing for a new user. */
    initial: back?.values,
    context,
    busy,
    failure,
    loadGroup,
    dropGroup,
    next,
    cancel: () => navigate(to('ManageUsers')),
  };
}

export type AddUserFlow = ReturnType<typeof useAddUserFlow>;
