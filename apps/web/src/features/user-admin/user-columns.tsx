import { formatDate, userAdminTexts as texts, userNameShown, type UserRow } from '@wcpp/contract';
import type { DataColumn } from '../../components/DataTable';

const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10)) : '');

/**
 * The columns of part 2 §2 (Manage Users, User Search); `actions` renders the row's menu. An account not registered yet
 * reads 'pending registration' as its user name, shown, sorted and filtered on (issue 26 §4).
 */
export function userColumns(actions: (row: UserRow) => React.ReactNode, withDates: boolean): DataColumn<UserRow>[] {
  const columns: DataColumn<UserRow>[] = [
    { id: 'userFirstName', header: texts.firstName, text: (r) => r.userFirstName, priority: 'key' },
    { id: 'userLastName', header: texts.lastName, text: (r) => r.userLastName, priority: 'key' },
    { id: 'userNm', header: texts.userName, text: userNameShown, priority: 'key' },
    { id: 'emailAddr', header: texts.email, text: (r) => r.emailAddr ?? '' },
    { id: 'statusDesc', header: texts.status, text: (r) => r.statusDesc, priority: 'key', nowrap: true },
    { id: 'typeDesc', header: texts.type, text: (r) => r.typeDesc },
    { id: 'grpInfoId', header: texts.groupId, text: (r) => (r.grpInfoId === null ? '' : String(r.grpInfoId)), sortValue: (r) => r.grpInfoId ?? 0, nowrap: true },
  ];
  if (withDates) {
    columns.push(
      { id: 'createdDt', header: texts.createDate, text: (r) => day(r.createdDt), sortValue: (r) => r.createdDt, nowrap: true, priority: 'secondary' },
      { id: 'lastLoginDt', header: texts.lastLogin, text: (r) => day(r.lastLoginDt), sortValue: (r) => r.lastLoginDt ?? '', nowrap: true, priority: 'secondary' },
    );
  }
  columns.push({ id: 'actions', header: texts.actions, text: () => '', render: actions, priority: 'key', controls: true });
  return columns;
}

/**
 * Manage Users (/wcpp/ManageUsers; part 2 §2, §4): the accounts of the effective user's group, with
 * the row actions the server allows. While mirroring, changes are disabled (and refused by the server).
 */
