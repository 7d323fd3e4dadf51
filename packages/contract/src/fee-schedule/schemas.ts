/** PPO Fee Schedule (part 2 §2, §3 rate code row and fee schedule request, §7 the calls, §9 lines of business). */
import * as z from 'zod/mini';
import { feeScheduleMessages } from './messages';

/** Part 2 §9: DPWC (Workers' Comp, the default) and DPAUT (Auto). */
export const feeScheduleLines = { DPWC: "Workers' Comp", DPAUT: 'Auto' } as const;
export type FeeScheduleLob = keyof typeof feeScheduleLines;
export const FeeScheduleLobSchema = z.enum(Object.keys(feeScheduleLines) as [FeeScheduleLob, ...FeeScheduleLob[]]);

/** One national rate code of a provider location (GET /feeSchedule/getNationalRateCodes/{lob}/{prvId}/{tin}). */
export const RateCodeSchema = z.object({
  nationalRateCd: z.string(),
  provLctnName: z.string(),
  provLctnAddr: z.string(),
  provLctnDetails: z.nullable(z.string()),
  lctnZipCd: z.string(),
  cpdProvId: z.string(),
});
export type RateCode = z.infer<typeof RateCodeSchema>;
export const RateCodeListSchema = z.array(RateCodeSchema);

/** POST /feeSchedule/addFeeSchedRequest/…: the new request's id. */
export const AddFeeSchedResponseSchema = z.object({ feeSchedRqstId: z.int() });

/**
 * A produced fee-schedule file of the user ('fileViwed' is the spec's spelling). feeSchedRqstDt, when
 * the file was asked for (an ISO date-time), is ours: the list shows it, newest first (issue 26 §4).
 */
export const FeeSchedFileSchema = z.object({ feeSchedRqstId: z.int(), fileName: z.string(), schedUri: z.string(), fileViwed: z.boolean(), feeSchedRqstDt: z.string() });
export type FeeSchedFile = z.infer<typeof FeeSchedFileSchema>;

/** GET /feeSchedule/getUserFeeSchedRequests/{user}: the files not yet opened (the header's count) and every file, newest first. */
export const UserFeeSchedRequestsSchema = z.object({ feeSchedRqstsCnt: z.int(), feeSchedRqsts: z.array(FeeSchedFileSchema) });
export type UserFeeSchedRequests = z.infer<typeof UserFeeSchedRequestsSchema>;

/** The stream's messages: progress ('Request in process'), then the result; or a failure (event 'failure'). */
export const FEE_SCHEDULE_IN_PROCESS = 'Request in process';
export const FeeScheduleStreamResultSchema = z.object({ successCount: z.int(), feeSchedList: z.array(FeeSchedFileSchema) });
export type FeeScheduleStreamResult = z.infer<typeof FeeScheduleStreamResultSchema>;

/** The PPO Fee Schedule form (part 2 §5): the Tax ID and the Provider, each required with its own message. */
export const FeeScheduleFormSchema = z.object({
  tin: z.string().check(z.minLength(1, feeScheduleMessages.selectTin)),
  prvId: z.string().check(z.minLength(1, feeScheduleMessages.selectProvider)),
});
export type FeeScheduleForm = z.infer<typeof FeeScheduleFormSchema>;
