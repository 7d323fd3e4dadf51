import * as z from 'zod/mini';
import { accountLimits } from '../shared/fields';
import { groupTinMessages, tinNicknameMessages } from './messages';

/** GET /ftin/userFtins/{userName}: one TIN of the user. */
export const UserFtinSchema = z.object({
  ftin: z.string(),
  createdDate: z.nullable(z.string()),
  activeFlag: z.boolean(),
  /** The practice's name for an active TIN, given by its group's Provider Admin (issue 27 §2, decision 063); null when none. */
  nickname: z.nullable(z.string()),
});
export type UserFtin = z.infer<typeof UserFtinSchema>;

/** GET /ftin/userFtins/{userName}. */
export const UserFtinListSchema = z.array(UserFtinSchema);

/** GET /ftin/groupFtins/{groupId}: a TIN of the group (part 2 §3 TIN for a group); newest first. */
export const GroupFtinSchema = z.object({
  ftin: z.string(),
  createdDate: z.string(),
  addedDate: z.string(),
  /** The date added as the table shows it, M/D/YYYY. */
  displayDate: z.string(),
  lastUpdatedUserName: z.nullable(z.string()),
  /** The practice's name for the TIN (decision 063); null when none. */
  nickname: z.nullable(z.string()),
});
export type GroupFtin = z.infer<typeof GroupFtinSchema>;
export const GroupFtinListSchema = z.array(GroupFtinSchema);

/** A success text the screen shows as it is. */
export const MessageResponseSchema = z.object({ message: z.string() });

const digits = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message), z.regex(/^\d+$/, message));

/**
 * Add a group TIN (part 2 §5): the TIN with a bill control number (1 to 14 digits) or a provider id
 * (up to 8 digits), one of the two. The form and POST /ftin/groupFtins/{groupId}/{ftin}'s body.
 */
export const GroupTinFormSchema = z
  .object({
    ftin: z.string().check(
      z.trim(),
      z.minLength(1, groupTinMessages.enterTin),
      z.regex(/^\d*$/, groupTinMessages.tinDigits),
      z.regex(/^\d{9}$/, groupTinMessages.tinNine),
    ),
    billCntrlNum: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(accountLimits.billControlNumberInput, groupTinMessages.billControlNumber)))),
    cpdId: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(accountLimits.providerId, groupTinMessages.providerId)))),
  })
  .check(
    z.superRefine((v, ctx) => {
      const bcn = v.billCntrlNum ?? '';
      const cpd = v.cpdId ?? '';
      if (!bcn && !cpd) ctx.addIssue({ code: 'custom', path: ['billCntrlNum'], message: groupTinMessages.enterProof });
      if (bcn && cpd) ctx.addIssue({ code: 'custom', path: ['cpdId'], message: groupTinMessages.enterProof });
      if (bcn && !/^\d{1,14}$/.test(bcn)) ctx.addIssue({ code: 'custom', path: ['billCntrlNum'], message: groupTinMessages.billControlNumber });
      if (cpd && !digits(accountLimits.providerId, groupTinMessages.providerId).safeParse(cpd).success) {
        ctx.addIssue({ code: 'custom', path: ['cpdId'], message: groupTinMessages.providerId });
      }
    }),
  );
export type GroupTinFormInput = z.input<typeof GroupTinFormSchema>;

/** POST /ftin/groupFtins/{groupId}/{ftin}: the spec's body; the server takes the group and TIN from the path. */
export const AddGroupFtinRequestSchema = z.object({
  grpId: z.optional(z.nullable(z.union([z.int(), z.string().check(z.maxLength(11))]))),
  ftin: z.optional(z.string().check(z.maxLength(9))),
  cpdId: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(accountLimits.providerId)))),
  billCntrlNum: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(accountLimits.billControlNumberInput)))),
  createdDate: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  inactiveDate: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  lastUpdatedUserName: z.optional(z.nullable(z.string().check(z.maxLength(50)))),
});

/** A group's request for a TIN that another group holds (docs/decisions/047). */
export const TinClaimStatusSchema = z.enum(['PENDING', 'APPROVED', 'DENIED']);
export const TinClaimSchema = z.object({
  id: z.number(),
  ftin: z.string(),
  /** The group asking for the TIN. */
  grpInfoId: z.number(),
  status: TinClaimStatusSchema,
  requestedBy: z.string(),
  requestedDate: z.string(),
  /** The deciding administrator's user name for the deciding side; for the requesting group, the deciding group (tinClaimDeciders). */
  decidedBy: z.nullable(z.string()),
  decidedDate: z.nullable(z.string()),
});
export type TinClaim = z.infer<typeof TinClaimSchema>;

/**
 * GET /ftin/tinClaims/{groupId}: the requests of other groups for this group's TINs (incoming, pending
 * ones) and this group's own requests (outgoing, every status). GET /ftin/tinClaims (internal
 * administrators): every pending request, in incoming.
 */
export const TinClaimListSchema = z.object({ incoming: z.array(TinClaimSchema), outgoing: z.array(TinClaimSchema) });
export type TinClaimList = z.infer<typeof TinClaimListSchema>;

/** POST /ftin/groupFtins/{groupId}/{ftin} answers 202 with this when the TIN waits for the holders' approval. */
export const TinClaimPendingResponseSchema = z.object({ message: z.string(), claim: TinClaimSchema });

/** Most characters of a TIN's nickname (the practice's name). */
export const TIN_NICKNAME_MAX = 60;

/** PATCH /ftin/groupFtins/{groupId}/{ftin}: the TIN's nickname, trimmed; empty removes it. No control characters. */
export const TinNicknameSchema = z.object({
  nickname: z.string().check(
    z.trim(),
    z.maxLength(TIN_NICKNAME_MAX, tinNicknameMessages.tooLong),
    // eslint-disable-next-line no-control-regex
    z.regex(/^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/, tinNicknameMessages.invalid),
  ),
});
export type TinNickname = z.input<typeof TinNicknameSchema>;

