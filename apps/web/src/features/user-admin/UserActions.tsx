import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  changingActions,
  groupFactorTexts,
  manageUsersMessages,
  userActionConfirmations,
  userActionLabels,
  userAdminTexts,
  type UserActionCode,
  type UserRow,
} from '@wcpp/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Alert } from '../../components/ui/Alert';
import { MenuButton } from '../../components/ui/MenuButton';
import { PopupMenuItem } from '../../components/ui/PopupMenu';
import { errorMessage } from '../../lib/errors';
import * as accountErrors from '../../lib/error-contexts/accounts';
import { paths } from '../../lib/paths';
import { useUserAction, type CallingAction } from './api';

const fullName = (row: UserRow) => `${row.userFirstName} ${row.userLastName}`;

interface MenuProps {
  row: UserRow;
  /** The row's actions this screen lists, in order. */
  actions: UserActionCode[];
  /** While mirroring every change is disabled (part 2 §4); reading and navigating stay. */
  readOnly: boolean;
  onChoose: (action: UserActionCode, row: UserRow) => void;
}

/** The Actions menu of one row: the actions the server gave the caller on that account (userActions). */
export function UserActionsMenu({ row, actions, readOnly, onChoose }: MenuProps) {
  // Part 2 §2: no action dropdown for IRAD rows, whatever the list says.
  if (!actions.length || row.typeCd === 'IRAD') return null;
  const name = userAdminTexts.actionsFor(fullName(row));
  return (
    // In the top layer: the table's scrolling box would cut off the menu of its last rows.
    <MenuButton label={userAdminTexts.actions} ariaLabel={name} menuLabel={name} topLayer>
      {(close) =>
        actions.map((action) => (
          <PopupMenuItem
            key={action}
            disabled={readOnly && changingActions.has(action)}
            onSelect={() => {
              close();
              onChoose(action, row);
            }}
          >
            {userActionLabels[action]}
          </PopupMenuItem>
        ))
      }
    </MenuButton>
  );
}

type Notice = { severity: 'success' | 'error'; text: string };

function successText(action: CallingAction, answer: unknown, row: UserRow): string {
  switch (action) {
    case 'RESET_SECOND_FACTORS':
      return groupFactorTexts.resetDone(fullName(row));
    case 'TERMINATE':
      return manageUsersMessages.terminated;
    case 'RESEND_REGISTRATION':
      return manageUsersMessages.registrationResent;
    case 'RESET_PASSWORD':
      return manageUsersMessages.passwordResetSent((answer as { emailAddress: string }).emailAddress);
    default:
      return manageUsersMessages.updated;
  }
}

/**
 * The confirmation and outcome of the row actions that call the server (part 2 §4): each is asked
 * first (CONTINUE / CANCEL); after success or failure the dialog closes, the lists reload and the
 * screen says what happened. Mirror goes home as the mirrored user. Reset and resend need an e-mail.
 */
export function useUserActionFlow(actor: string, notice?: string | null) {
  const navigate = useNavigate();
  const run = useUserAction(actor);
  const [pending, setPending] = useState<{ action: CallingAction; row: UserRow } | null>(null);
  const [result, setResult] = useState<Notice | null>(notice ? { severity: 'success', text: notice } : null);

  const start = (action: CallingAction, row: UserRow) => {
    setResult(null);
    if ((action === 'RESET_PASSWORD' || action === 'RESEND_REGISTRATION') && !row.emailAddr) {
      return setResult({ severity: 'error', text: manageUsersMessages.blankEmail });
    }
    setPending({ action, row });
  };
  const confirm = () => {
    if (!pending) return;
    const { action, row } = pending;
    run.mutate(
      { action, row },
      {
        onSuccess: (answer) => {
          if (action === 'MIRROR') return navigate(paths.home);
          setResult({ severity: 'success', text: successText(action, answer, row) });
        },
        onError: (error) => setResult({ severity: 'error', text: errorMessage(accountErrors.manageUsers, error) }),
        onSettled: () => setPending(null),
      },
    );
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? userActionConfirmations[pending.action](fullName(pending.row)) : ''}
      confirmLabel={userAdminTexts.continue}
      cancelLabel={userAdminTexts.cancel}
      busy={run.isPending}
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );
  const message = result && (
    <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'} onClose={() => setResult(null)}>
      {result.text}
    </Alert>
  );
  /** A new search or list: the outcome of an earlier action no longer stands above it. */
  const clear = () => setResult(null);
  return { start, dialog, message, clear };
}

export const isCallingAction = (action: UserActionCode): action is CallingAction =>
  action !== 'EDIT_PROFILE' && action !== 'MANAGE_TINS' && action !== 'VIEW_TINS';
