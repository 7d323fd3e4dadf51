import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { feeScheduleMessages as messages, FeeScheduleFormSchema, type FeeScheduleForm, type FeeScheduleLob, type RateCode } from '@wcpp/contract';
import { errorMessage } from '../../lib/errors';
import * as feeScheduleErrors from '../../lib/error-contexts/fee-schedule';
import { useSession } from '../../lib/session';
import { useAddFeeScheduleRequest, useFeeScheduleProviders, useRateCodes, useStoreFiles, type RateCodeSearch } from './api';
import { awaitFeeSchedule } from './stream';

export type Notice = { severity: 'success' | 'info' | 'error'; text: string };
const none: FeeScheduleForm = { tin: '', prvId: '' };

/**
 * PPO Fee Schedule's flow (part 2 §4, §5, §8): the line of business, the Tax ID and Provider as a form
 * on the contract's schema, the rate codes searched, and Select on a location, which asks for its file
 * and follows the stream until the file is ready (or the request is refused).
 */
export function useFeeScheduleSearch() {
  const session = useSession();
  const [lob, setLob] = useState<FeeScheduleLob>('DPWC');
  // The Tax ID and the Provider are the form's (react-hook-form with the contract's schema): only a
  // submit sets their messages, and a choice clears its own and what follows (issue 26 §4: no summary
  // before a submit).
  const form = useForm<FeeScheduleForm>({ resolver: zodResolver(FeeScheduleFormSchema), defaultValues: none });
  const { tin, prvId } = form.watch();
  const [search, setSearch] = useState<RateCodeSearch | null>(null);
  const [run, setRun] = useState(0);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const providers = useFeeScheduleProviders(tin);
  const rateCodes = useRateCodes(search, run);
  const addRequest = useAddFeeScheduleRequest();
  const storeFiles = useStoreFiles(session?.userName ?? '');
  const abort = useRef<AbortController | null>(null);
  const provider = providers.data?.find((p) => String(p.prvId) === prvId) ?? null;

  const reset = (nextLob: FeeScheduleLob = 'DPWC') => {
    setLob(nextLob);
    form.reset(none);
    setSearch(null);
    setNotice(null);
  };
  const onSearch = form.handleSubmit((values) => {
    setNotice(null);
    setSearch({ lob, prvId: Number(values.prvId), tin: values.tin });
    setRun((n) => n + 1);
  });
  const select = async (rate: RateCode) => {
    if (!provider || pending || !session) return;
    setPending(true);
    setNotice(null);
    try {
      const { feeSchedRqstId } = await addRequest.mutateAsync({ userName: session.userName, rateCd: rate.nationalRateCd, prvName: provider.prvName, zip: rate.lctnZipCd, prvId: provider.prvId });
      setNotice({ severity: 'info', text: messages.accepted });
      abort.current = new AbortController();
      const result = await awaitFeeSchedule(session.userName, feeSchedRqstId, abort.current.signal);
      storeFiles(result);
      const file = result.feeSchedList.find((f) => f.feeSchedRqstId === feeSchedRqstId);
      setNotice({ severity: 'success', text: messages.ready(file?.fileName ?? '') });
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(feeScheduleErrors.feeScheduleRequest, error) });
    } finally {
      setPending(false);
    }
  };

  return {
    session,
    form,
    lob,
    tin,
    providers,
    provider,
    hospital: provider?.prvProviderType === 'H',
    search,
    rateCodes,
    pending,
    /** The request was accepted and its file is on its way: the progress shows. */
    inProgress: pending && addRequest.isSuccess,
    notice,
    reset,
    onSearch,
    select,
    /** A choice of the cascade hides the rate codes. */
    changed: () => setSearch(null),
  };
}

export type FeeScheduleSearch = ReturnType<typeof useFeeScheduleSearch>;
