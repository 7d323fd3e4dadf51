import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  FEE_SCHEDULE_IN_PROCESS,
  type AddFeeSchedResponseSchema,
  type ClientProviderListSchema,
  type FeeScheduleLob,
  type FeeScheduleStreamResult,
  type RateCodeListSchema,
  type UserFeeSchedRequests,
  type UserFeeSchedRequestsSchema,
} from '@wcpp/contract';
import { getConfig } from '../../lib/config';
import { apiBlob, http } from '../../lib/http';
import { sessionStore } from '../../lib/session';

/** Query keys of the PPO Fee Schedule and the header's files. */
export const feeScheduleKeys = {
  all: ['fee-schedule'] as const,
  providers: (tin: string) => [...feeScheduleKeys.all, 'providers', tin] as const,
  rateCodes: (lob: string, prvId: number, tin: string, run: number) => [...feeScheduleKeys.all, 'rate-codes', lob, prvId, tin, run] as const,
  files: (userName: string) => [...feeScheduleKeys.all, 'files', userName.toLowerCase()] as const,
};

/** GET /clients/list/{tin}: the TIN's providers (part 2 §7 lists this call for the fee schedule). */
export const useFeeScheduleProviders = (tin: string) =>
  useQuery({ queryKey: feeScheduleKeys.providers(tin), queryFn: () => http.get<typeof ClientProviderListSchema>(api.clientProviders(tin)), enabled: Boolean(tin) });

export interface RateCodeSearch {
  lob: FeeScheduleLob;
  prvId: number;
  tin: string;
}

/** GET /feeSchedule/getNationalRateCodes/{lob}/{prvId}/{tin}, once Search is pressed (`run` counts the presses). */
export const useRateCodes = (search: RateCodeSearch | null, run: number) =>
  useQuery({
    queryKey: search ? feeScheduleKeys.rateCodes(search.lob, search.prvId, search.tin, run) : [...feeScheduleKeys.all, 'rate-codes', 'none'],
    queryFn: () => http.get<typeof RateCodeListSchema>(api.nationalRateCodes(search!.lob, search!.prvId, search!.tin)),
    enabled: Boolean(search),
  });

/** GET /feeSchedule/getUserFeeSchedRequests/{user}: the effective user's files and how many are new. */
export const useFeeScheduleFiles = (userName: string) =>
  useQuery({ queryKey: feeScheduleKeys.files(userName), queryFn: () => http.get<typeof UserFeeSchedRequestsSchema>(api.userFeeSchedRequests(userName)), enabled: Boolean(userName) });

/** POST /feeSchedule/addFeeSchedRequest/{user}/{rate code}/{provider name}/{zip}/{provider id}. */
export const useAddFeeScheduleRequest = () =>
  useMutation({
    mutationFn: (r: { userName: string; rateCd: string; prvName: string; zip: string; prvId: number }) =>
      http.post<typeof AddFeeSchedResponseSchema>(api.addFeeSchedRequest(r.userName, r.rateCd, r.prvName, r.zip, r.prvId), undefined),
  });

/**
 * Listens to GET /feeSchedule/submitFeeScheduleAndNotify until the result (part 2 §4): 'Request in
 * process' messages are ignored; the message with successCount and feeSchedList ends it; a 'failure'
 * event, or the stream failing, rejects. The browser's EventSource cannot send the bearer token, so
 * the fetch-based client of the `eventsource` package is used, loaded when first needed.
 */
export async function awaitFeeSchedule(userName: string, feeSchedRqstId: number, signal?: AbortSignal): Promise<FeeScheduleStreamResult> {
  const { EventSource } = await import('eventsource');
  const token = sessionStore.get().session?.token;
  return new Promise((resolve, reject) => {
    const source = new EventSource(`${getConfig().API_URL}${api.feeScheduleStream(userName, feeSchedRqstId)}`, {
      fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } }),
    });
    const fail = (reason: string) => {
      source.close();
      reject(new Error(reason));
    };
    signal?.addEventListener('abort', () => fail('aborted'));
    source.onmessage = (event) => {
      const data = JSON.parse(event.data) as Partial<FeeScheduleStreamResult> & { message?: string };
      if (data.message === FEE_SCHEDULE_IN_PROCESS) return;
      if (typeof data.successCount === 'number' && Array.isArray(data.feeSchedList)) {
        source.close();
        resolve({ successCount: data.successCount, feeSchedList: data.feeSchedList });
      }
    };
    source.addEventListener('failure', () => fail('failure'));
    // A refused or broken stream is not retried: the request is asked again by the person.
    source.onerror = () => fail('stream');
  });
}

/** POST /feeSchedule/returnFileContent/{user}/{id}: the file. */
export const fetchFeeScheduleFile = (userName: string, feeSchedRqstId: number) =>
  apiBlob(api.returnFileContent(userName, feeSchedRqstId), {}, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

/** The header's list after a request was produced: the stream carries it, so no extra call. */
export function useStoreFiles(userName: string) {
  const queryClient = useQueryClient();
  return (result: FeeScheduleStreamResult) =>
    queryClient.setQueryData<UserFeeSchedRequests>(feeScheduleKeys.files(userName), {
      feeSchedRqsts: result.feeSchedList,
      feeSchedRqstsCnt: result.feeSchedList.filter((f) => !f.fileViwed).length,
    });
}
