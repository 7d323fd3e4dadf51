import { useCallback, useRef, useState } from 'react';
import type { Bill, MitchBillSearchRequest } from '@wcpp/contract';
import { billSearchApi } from './api';

export type SearchParams = Omit<MitchBillSearchRequest, 'tins'>;

export interface BillSearchState {
  bills: Bill[];
  /** Requests still out; Search stays disabled while it is above 0. */
  outstanding: number;
  /** Every request came back. */
  done: boolean;
  /** The last request to come back failed (part 1 §4: the only case an error shows). */
  failed: boolean;
}

const idle: BillSearchState = { bills: [], outstanding: 0, done: false, failed: false };

/**
 * Part 1 §4 Bill Search: one request per selected TIN plus one second-source request, a counter of
 * outstanding answers, and an error only when the last outstanding request fails.
 */
export function useBillSearch() {
  const [state, setState] = useState<BillSearchState>(idle);
  const generation = useRef(0);

  const search = useCallback((tins: string[], params: SearchParams) => {
    const current = ++generation.current;
    const requests = [...tins.map((ftin) => () => billSearchApi.searchByAssorted({ ...params, ftin })), () => billSearchApi.mitchBillSearch({ ...params, tins })];
    let outstanding = requests.length;
    setState({ bills: [], outstanding, done: false, failed: false });
    for (const request of requests) {
      request().then(
        (bills) => settle(bills, false),
        () => settle([], true),
      );
    }
    function settle(bills: Bill[], failed: boolean) {
      if (current !== generation.current) return; // a newer search or a reset replaced this one
      outstanding -= 1;
      setState((s) => ({ bills: bills.length ? [...s.bills, ...bills] : s.bills, outstanding, done: outstanding === 0, failed: outstanding === 0 && failed }));
    }
  }, []);

  const reset = useCallback(() => {
    generation.current += 1;
    setState(idle);
  }, []);

  return { ...state, search, reset };
}
