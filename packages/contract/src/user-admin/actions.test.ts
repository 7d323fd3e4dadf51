import { describe, expect, it } from 'vitest';
import { userActions, type ActedOnUser, type ActingUser } from './actions';

const isad: ActingUser = { id: 1, typeCd: 'ISAD', grpInfoId: null };
const irad: ActingUser = { id: 2, typeCd: 'IRAD', grpInfoId: null };
const prad: ActingUser = { id: 3, typeCd: 'PRAD', grpInfoId: 1001 };
const prus: ActingUser = { id: 4, typeCd: 'PRUS', grpInfoId: 1001 };
const user = (typeCd: string, statusCd = 'ACTIV', grpInfoId: number | null = 1001, id = 50): ActedOnUser => ({ id, typeCd, statusCd, grpInfoId });

describe('row actions (part 2 §2, §4, §6; decision 038)', () => {
  it.each([
    ['PRAD on an active PRUS of its group', prad, user('PRUS'), ['EDIT_PROFILE', 'MANAGE_TINS', 'CONVERT_TO_ADMIN', 'TERMINATE', 'RESET_PASSWORD', 'RESET_SECOND_FACTORS']],
    ['PRAD on another PRAD of its group', prad, user('PRAD'), ['EDIT_PROFILE', 'MANAGE_TINS', 'CONVERT_TO_USER', 'TERMINATE', 'RESET_PASSWORD', 'RESET_SECOND_FACTORS']],
    ['PRAD on its own row', prad, user('PRAD', 'ACTIV', 1001, 3), ['MANAGE_TINS']],
    ['PRAD on a user who has not registered', prad, user('PRUS', 'NEW'), ['EDIT_PROFILE', 'MANAGE_TINS', 'CONVERT_TO_ADMIN', 'TERMINATE', 'RESEND_REGISTRATION']],
    ['PRAD on a terminated user', prad, user('PRUS', 'TERMD'), []],
    ['PRAD on a user of another group', prad, user('PRUS', 'ACTIV', 1002), []],
    ['PRAD on an internal user', prad, user('ISAD', 'ACTIV', null), []],
    ['PRUS on a colleague', prus, user('PRUS'), []],
    ['ISAD on an active PRUS', isad, user('PRUS'), ['EDIT_PROFILE', 'MANAGE_TINS', 'VIEW_TINS', 'CONVERT_TO_ADMIN', 'TERMINATE', 'RESET_PASSWORD', 'RESET_SECOND_FACTORS', 'MIRROR']],
    ['ISAD on a terminated PRAD', isad, user('PRAD', 'TERMD'), ['VIEW_TINS']],
    ['ISAD on another ISAD', isad, user('ISAD', 'ACTIV', null), ['EDIT_PROFILE', 'TERMINATE', 'RESET_PASSWORD', 'RESET_SECOND_FACTORS']],
    ['ISAD on itself', isad, user('ISAD', 'ACTIV', null, 1), []],
    ['ISAD on an IRAD', isad, user('IRAD', 'ACTIV', null), []],
    ['IRAD on an active PRUS', irad, user('PRUS'), ['VIEW_TINS', 'MIRROR']],
    ['IRAD on a NEW PRAD', irad, user('PRAD', 'NEW'), ['VIEW_TINS']],
    ['IRAD on an ISAD', irad, user('ISAD', 'ACTIV', null), []],
  ] as const)('%s', (_, caller, target, expected) => {
    expect(userActions(caller, target)).toEqual(expected);
  });
});
