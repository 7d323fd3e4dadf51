import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clientListCalls,
  feeScheduleCalls,
  type FeeScheduleLob,
  type FeeScheduleStreamResult,
  type UserFeeSchedRequests,
  XLSX_TYPE,
} from '@wcpp/contract';
import { feeScheduleFileKeys } from '../../lib/fee-schedule-files';
import { call, callFile } from '../../lib/http';

/** Query keys of the PPO Fee Schedule and the header's files. */
export const feeScheduleKeys = {
  all: ['fee-schedule'] as const,
  providers: (tin: string) => [...feeScheduleKeys.all, 'providers', tin] as const,
  rateCodes: (lob: string, prvId: number, tin: string, run: number) => [...feeScheduleKeys.all, 'rate-codes', lob, prvId, tin, run] as const,
};

/** GET /clients/list/{tin}: the TIN's providers (part 2 §7 lists this call for the fee schedule). */
export const useFeeScheduleProviders = (tin: string) =>
  useQuery({ queryKey: feeScheduleKeys.providers(tin), queryFn: () => call(clientListCalls.clientProviders, { params: { tin } }), enabled: Boolean(tin) });

export interface RateCodeSearch {
  lob: FeeScheduleLob;
  prvId: number;
  tin: string;
}

/** GET /feeSchedule/getNationalRateCodes/{lob}/{prvId}/{tin}, once Search is pressed (`run` counts the presses). */
export const useRateCodes = (search: RateCodeSearch | null, run: number) =>
  useQuery({
    queryKey: search ? feeScheduleKeys.rateCodes(search.lob, search.prvId, search.tin, run) : [...feeScheduleKeys.all, 'rate-codes', 'none'],
    queryFn: () => call(feeScheduleCalls.nationalRateCodes, { params: { lob: search!.lob, prvId: search!.prvId, tin: search!.tin } }),
    enabled: Boolean(search),
  });

/** POST /feeSchedule/addFeeSchedRequest/{user}/{rate code}/{provider name}/{zip}/{provider id}. */
export const useAddFeeScheduleRequest = () =>
  useMutation({
    mutationFn: (r: { userName: string; rateCd: string; prvName: string; zip: string; prvId: number }) =>
      call(feeScheduleCalls.addFeeSchedRequest, { params: r }),
  });

/** POST /feeSchedule/returnFileContent/{user}/{id}: the file. */
export const fetchFeeScheduleFile = (userName: string, feeSchedRqstId: number) =>
  callFile(feeScheduleCalls.returnFileContent, { params: { userName, feeSchedRqstId } }, XLSX_TYPE);

/** The header's list after a request was produced: the stream carries it, so no extra call. */
export function useStoreFiles(userName: string) {
  const queryClient = useQueryClient();
  return (result: FeeScheduleStreamResult) =>
    queryClient.setQueryData<UserFeeSchedRequests>(feeScheduleFileKeys.byName(userName), {
      feeSchedRqsts: result.feeSchedList,
      feeSchedRqstsCnt: result.feeSchedList.filter((f) => !f.fileViwed).length,
    });
}
