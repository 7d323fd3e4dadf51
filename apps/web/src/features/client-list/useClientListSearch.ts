import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ClientListFormSchema, linesOfBusiness, type ClientListForm, type LineOfBusiness } from '@wcpp/contract';
import { forgetPlace, useKeptPlace } from '../../lib/kept-place';
import { useClientProducts, useClientProviders, useClientStates, useClients, type ClientCriteria } from './api';

const none: ClientListForm = { tin: '', prvId: '', state: '', productCd: '' };
/** The place Client List keeps (docs/decisions/055): the line of business and the cascade of its last search. */
const ClientListPlaceSchema = z.object({ lob: z.enum(Object.keys(linesOfBusiness) as [LineOfBusiness, ...LineOfBusiness[]]), form: ClientListFormSchema });

function toCriteria(lob: LineOfBusiness, values: ClientListForm): ClientCriteria {
  return { lob, tin: values.tin, prvId: Number(values.prvId), state: values.state, productCd: values.productCd };
}

/**
 * Client List's search (part 1 §4, §5): the line of business, the cascade's choices as a form on the
 * contract's schema, the lists each choice brings, and the search asked. Back and a reload come back to
 * the last search, asked again (docs/decisions/055); `shown` says the form is on the page, so a kept
 * choice can be put back once its list has come.
 */
export function useClientListSearch(shown: boolean) {
  const place = useKeptPlace('clientList', ClientListPlaceSchema);
  const kept = place.kept;
  const [lob, setLob] = useState<LineOfBusiness>(kept?.lob ?? 'WC');
  // The cascade's choices are the form's (react-hook-form with the contract's schema); the line of business is not checked.
  const form = useForm<ClientListForm>({ resolver: zodResolver(ClientListFormSchema), defaultValues: kept?.form ?? none });
  const { watch, setValue, reset: resetForm, handleSubmit } = form;
  const choices = watch();
  const [criteria, setCriteria] = useState<ClientCriteria | null>(kept ? toCriteria(kept.lob, kept.form) : null);
  const [run, setRun] = useState(0);

  const providers = useClientProviders(choices.tin);
  const provider = providers.data?.find((p) => String(p.prvId) === choices.prvId) ?? null;
  const states = useClientStates(provider);
  const products = useClientProducts(lob, provider?.prvId ?? null, choices.state, choices.tin);
  const clients = useClients(criteria, run);

  // A kept choice is shown once its list has arrived and its select is on the page (not while the page
  // still waits for the user and the TINs): a native select cannot show a value it has no option for.
  const restoring = useRef(kept?.form ?? null);
  useEffect(() => {
    const form = restoring.current;
    if (!form || !shown) return;
    if (providers.data) setValue('prvId', form.prvId);
    if (states.data) setValue('state', form.state);
    if (products.data) setValue('productCd', form.productCd);
    // Done only when every list has come: the products (asked with the kept choices from the start)
    // can answer before the states, whose choice would then never be shown.
    if (providers.data && states.data && products.data) restoring.current = null;
  }, [shown, providers.data, states.data, products.data, setValue]);

  function forgetSearch() {
    setCriteria(null);
    place.forget();
    forgetPlace('table.clientList');
  }
  /** A choice of the cascade: what was being put back is not any more, and the results go. */
  const changed = () => {
    restoring.current = null;
    forgetSearch();
  };
  const reset = (nextLob: LineOfBusiness = 'WC') => {
    setLob(nextLob);
    resetForm(none);
    restoring.current = null;
    forgetSearch();
  };
  // A missing choice: its message under it, the summary above, the focus on the first (react-hook-form).
  // A new validation error replaces the last search: its results go (issue 26 §3).
  const search = handleSubmit((values) => {
    place.keep({ lob, form: values });
    forgetPlace('table.clientList');
    setCriteria(toCriteria(lob, values));
    setRun((n) => n + 1);
  }, forgetSearch);

  return { form, lob, choices, providers, provider, states, products, clients, criteria, changed, reset, search };
}

export type ClientListSearch = ReturnType<typeof useClientListSearch>;
