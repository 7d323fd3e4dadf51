import { FEE_SCHEDULE_IN_PROCESS, feeScheduleCalls, urlOf, type FeeScheduleStreamResult } from '@wcpp/contract';
import { getConfig } from '../../lib/config';
import { sessionStore } from '../../lib/session';

// Apart from api.ts: the header's Fee Schedules uses api.ts on every screen, and this file's
// client is wanted only by the request screen.

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
    const source = new EventSource(`${getConfig().API_URL}${urlOf(feeScheduleCalls.feeScheduleStream, {}, { userName, feeSchedRqstId })}`, {
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
