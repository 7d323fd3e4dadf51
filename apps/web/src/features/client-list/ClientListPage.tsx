import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  ownTinTexts,
  clientColumns,
  clientListMessages as messages,
  clientListTexts as texts,
  ClientListFormSchema,
  defaultClientSort,
  isAdminType,
  linesOfBusiness,
  userAdminTexts,
  type ClientListForm,
  type ClientRow,
  type LineOfBusiness,
  tinLabel,
} from '@wcpp/contract';
import { CascadeSelects, cascadeStepOf } from '../../components/CascadeSelects';
import { DataTable, type DataColumn, type TableView } from '../../components/DataTable';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Grid, Stack } from '../../components/ui/Stack';
import { forgetPlace, useKeptPlace } from '../../lib/kept-place';
import { to } from '../../lib/paths';
import { useOwnTins, useTinNames } from '../../lib/tins';
import { useEffectiveUser } from '../../lib/user';
import { acceptAgreement, hasAcceptedAgreement } from './agreement';
import { exportClientList, useClientProducts, useClientProviders, useClientStates, useClients, type ClientCriteria } from './api';

const ClientListAgreementDialog = lazy(() => import('./ClientListAgreementDialog'));

const none: ClientListForm = { tin: '', prvId: '', state: '', productCd: '' };
/** The selects of the cascade (components/CascadeSelects.tsx). */
const step = cascadeStepOf<ClientListForm>();
/** The place Client List keeps (docs/decisions/055): the line of business and the cascade of its last search. */
const ClientListPlaceSchema = z.object({ lob: z.enum(Object.keys(linesOfBusiness) as [LineOfBusiness, ...LineOfBusiness[]]), form: ClientListFormSchema });

const columns: DataColumn<ClientRow>[] = clientColumns.map((c) => ({
  id: c.id,
  header: c.header,
  text: c.text,
  priority: c.id === 'aeName' ? 'key' : c.id === 'billClmAttntn' || c.id === 'ecsPayorId' ? 'secondary' : 'normal',
  nowrap: c.id.endsWith('PhoneNum'),
}));

/**
 * Client List (/wcpp/ClientList; part 1 §2, §4, §5, §7, §8, §9): line of business, then the Tax ID →
 * Provider → State → Product cascade (a change clears and disables what follows and hides the
 * results; a new line of business resets everything), Search and Reset, the clients with their
 * filters, and DOWNLOAD of the rows the table shows. The agreement is asked first when not yet accepted.
 */
export function ClientListPage() {
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(hasAcceptedAgreement);
  const { data: me, isMirroring } = useEffectiveUser();
  const tinsQuery = useOwnTins();
  const tinNames = useTinNames();
  // Back and a reload come back to the last search, asked again (docs/decisions/055).
  const place = useKeptPlace('clientList', ClientListPlaceSchema);
  const kept = place.kept;
  const [lob, setLob] = useState<LineOfBusiness>(kept?.lob ?? 'WC');
  // The cascade's choices are the form's (react-hook-form with the contract's schema); the line of business is not checked.
  const { register, watch, setValue, clearErrors, reset: resetForm, handleSubmit, formState } = useForm<ClientListForm>({
    resolver: zodResolver(ClientListFormSchema),
    defaultValues: kept?.form ?? none,
  });
  const choices = watch();
  const errors = formState.errors;
  const [criteria, setCriteria] = useState<ClientCriteria | null>(kept ? toCriteria(kept.lob, kept.form) : null);
  const [run, setRun] = useState(0);
  const [view, setView] = useState<TableView | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const results = useRef<HTMLDivElement>(null);

  const providers = useClientProviders(choices.tin);
  const provider = providers.data?.find((p) => String(p.prvId) === choices.prvId) ?? null;
  const states = useClientStates(provider);
  const products = useClientProducts(lob, provider?.prvId ?? null, choices.state, choices.tin);
  const clients = useClients(criteria, run);

  // A kept choice is shown once its list has arrived and its select is on the page (not while the page
  // still waits for the user and the TINs): a native select cannot show a value it has no option for.
  const shown = agreed && Boolean(me) && !tinsQuery.isPending;
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

  // The results take the focus when they arrive, so a keyboard or screen-reader user is told.
  useEffect(() => {
    if (clients.isSuccess && criteria) results.current?.focus();
  }, [clients.isSuccess, clients.dataUpdatedAt, criteria]);

  if (!agreed) {
    return (
      <>
        <PageTitle>{texts.title}</PageTitle>
        <Suspense fallback={null}>
          <ClientListAgreementDialog
            open
            onAccept={() => {
              acceptAgreement();
              setAgreed(true);
            }}
            onDecline={() => navigate(to('home'))}
          />
        </Suspense>
      </>
    );
  }
  if (!me || tinsQuery.isPending) return <PageLoading />;

  const tins = tinsQuery.data ?? [];
  function forgetSearch() {
    setCriteria(null);
    place.forget();
    forgetPlace('table.clientList');
  }
  const reset = (nextLob: LineOfBusiness = 'WC') => {
    setLob(nextLob);
    resetForm(none);
    restoring.current = null;
    forgetSearch();
    setDownloadFailed(false);
  };
  // A missing choice: its message under it, the summary above, the focus on the first (react-hook-form).
  // A new validation error replaces the last search: its results go (issue 26 §3).
  const search = handleSubmit((values) => {
    place.keep({ lob, form: values });
    forgetPlace('table.clientList');
    setCriteria(toCriteria(lob, values));
    setRun((n) => n + 1);
  }, forgetSearch);
  const download = async () => {
    if (!criteria || downloading) return;
    // Part 1 §9: the button rests for half a second after use.
    setDownloading(true);
    setDownloadFailed(false);
    const rest = new Promise((resolve) => setTimeout(resolve, 500));
    try {
      const sort = view?.sort ?? defaultClientSort;
      await exportClientList(criteria, { filters: view?.filters ?? {}, sort }, 'xlsx');
    } catch {
      setDownloadFailed(true);
    }
    await rest;
    setDownloading(false);
  };

  const loading = clients.isFetching;
  const rows = clients.data ?? [];
  const noOwnTins = tins.length === 0;

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      {noOwnTins &&
        (isAdminType(me.typeCd) && !isMirroring ? (
          <Alert severity="info" className="wc-mb2">
            {texts.adminNoTins}{' '}
            <Link className="wc-link" to={to('UserSearch')}>
              {userAdminTexts.userSearchTitle}
            </Link>
          </Alert>
        ) : (
          <Alert severity="info" className="wc-mb2">
            {ownTinTexts.noTins}
          </Alert>
        ))}
      <form noValidate onSubmit={search} aria-label={texts.title} className="wc-stack">
        <FormErrorSummary errors={errors} message={messages.summary} />
        <RadioGroup name="client-lob" label={texts.lineOfBusiness} value={lob} options={linesOfBusiness} onChange={(l) => reset(l)} />
        <Grid columns={2} className="wc-grid-wide-4">
          <CascadeSelects<ClientListForm>
            idPrefix="client"
            form={{ register, setValue, clearErrors }}
            errors={errors}
            placeholder={texts.choose}
            loadingNote={texts.loading}
            onChange={() => {
              restoring.current = null;
              forgetSearch();
            }}
            steps={[
              step('tin', texts.tin, tins, (t) => ({ value: t, label: tinLabel(t, tinNames.get(t)) })),
              step('prvId', texts.provider, providers, (p) => ({ value: String(p.prvId), label: texts.providerOption(p) }), {
                ready: Boolean(choices.tin),
                failed: messages.providerLoadFailed,
                empty: messages.noProviders,
              }),
              step('state', texts.state, states, (s) => ({ value: s.addState, label: s.addState }), { ready: Boolean(provider), failed: messages.statesNotFound, empty: messages.statesNotFound }),
              step('productCd', texts.product, products, (p) => ({ value: p.productCd, label: p.productName }), {
                ready: Boolean(choices.state),
                failed: messages.productNotFound,
                empty: messages.productNotFound,
              }),
            ]}
          />
        </Grid>
        <Stack direction="row">
          <Button type="submit" disabled={loading}>
            {texts.search}
          </Button>
          <Button variant="outlined" onClick={() => reset()}>
            {texts.reset}
          </Button>
        </Stack>
      </form>
      {criteria && (
        <div ref={results} tabIndex={-1} className="wc-results" aria-live="polite">
          {loading && <PageLoading />}
          {clients.isError && <Alert severity="error">{messages.providerLoadFailed}</Alert>}
          {clients.isSuccess && !loading && rows.length === 0 && <Alert severity="info">{messages.noClients}</Alert>}
          {clients.isSuccess && !loading && rows.length > 0 && (
            <Stack>
              {criteria.lob === 'AUTO' && <Alert severity="info">{texts.steerage}</Alert>}
              {downloadFailed && <Alert severity="error">{texts.downloadFailed}</Alert>}
              <div>
                <Button variant="outlined" onClick={download} disabled={downloading}>
                  {texts.download}
                </Button>
              </div>
              <DataTable<ClientRow>
                label={texts.resultsLabel}
                columns={columns}
                rows={rows}
                rowKey={(r) => `${r.aeName}|${r.ecsPayorId ?? ''}|${r.billClmAddr ?? ''}`}
                rowLabel={(r) => r.aeName}
                defaultSort={defaultClientSort}
                onViewChange={setView}
                placeKey="clientList"
                exportRows={(_, format) => exportClientList(criteria, { filters: view?.filters ?? {}, sort: view?.sort ?? defaultClientSort }, format)}
              />
            </Stack>
          )}
        </div>
      )}
    </>
  );
}

function toCriteria(lob: LineOfBusiness, values: ClientListForm): ClientCriteria {
  return { lob, tin: values.tin, prvId: Number(values.prvId), state: values.state, productCd: values.productCd };
}

export default ClientListPage;
