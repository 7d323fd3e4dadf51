import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  ownTinTexts,
  clientColumns,
  clientListExport,
  clientListMessages as messages,
  clientListTexts as texts,
  defaultClientSort,
  isAdminType,
  linesOfBusiness,
  userAdminTexts,
  type ClientRow,
  type LineOfBusiness,
} from '@wcpp/contract';
import { DataTable, type DataColumn, type TableView } from '../../components/DataTable';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { NativeSelectField } from '../../components/NativeSelectField';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { RadioChoice } from '../../components/RadioChoice';
import { saveFile } from '../../lib/files';
import { to } from '../../lib/paths';
import { useOwnTins } from '../../lib/tins';
import { useEffectiveUser } from '../../lib/user';
import { acceptAgreement, hasAcceptedAgreement } from './agreement';
import { downloadClientList, useClientProducts, useClientProviders, useClientStates, useClients, type ClientCriteria } from './api';

const ClientListAgreementDialog = lazy(() => import('./ClientListAgreementDialog'));

type Choices = { tin: string; prvId: string; state: string; productCd: string };
const none: Choices = { tin: '', prvId: '', state: '', productCd: '' };
type Field = keyof Choices;
const order: Field[] = ['tin', 'prvId', 'state', 'productCd'];
const required: Record<Field, string> = { tin: messages.selectTin, prvId: messages.selectProvider, state: messages.selectState, productCd: messages.selectProduct };

const columns: DataColumn<ClientRow>[] = clientColumns.map((c) => ({
  id: c.id,
  header: c.header,
  text: c.text,
  priority: c.id === 'aeName' ? 'key' : c.id === 'billClmAttntn' || c.id === 'ecsPayorId' ? 'secondary' : 'normal',
  nowrap: c.id.endsWith('PhoneNum'),
}));

/** A select's options: the placeholder, then the choices. */
const withPlaceholder = (options: { value: string; label: string }[]) => [{ value: '', label: texts.choose }, ...options];

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
  const tinsQuery = useOwnTins(me?.userNm ?? '');
  const [lob, setLob] = useState<LineOfBusiness>('WC');
  const [choices, setChoices] = useState<Choices>(none);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [criteria, setCriteria] = useState<ClientCriteria | null>(null);
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
  /** A choice clears every later one and hides the results (part 1 §4). */
  const choose = (field: Field, value: string) => {
    const later = order.slice(order.indexOf(field) + 1);
    setChoices((old) => ({ ...old, [field]: value, ...Object.fromEntries(later.map((f) => [f, ''])) }));
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([f]) => f !== field && !later.includes(f as Field))));
    setCriteria(null);
  };
  const reset = (nextLob: LineOfBusiness = 'WC') => {
    setLob(nextLob);
    setChoices(none);
    setErrors({});
    setCriteria(null);
    setDownloadFailed(false);
  };
  const search = (event: React.FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(order.filter((f) => !choices[f]).map((f) => [f, required[f]]));
    setErrors(missing);
    if (Object.keys(missing).length) {
      document.getElementById(`client-${order.find((f) => missing[f])}`)?.focus();
      return;
    }
    setCriteria({ lob, tin: choices.tin, prvId: Number(choices.prvId), state: choices.state, productCd: choices.productCd });
    setRun((n) => n + 1);
  };
  const download = async () => {
    if (!criteria || downloading) return;
    // Part 1 §9: the button rests for half a second after use.
    setDownloading(true);
    setDownloadFailed(false);
    const rest = new Promise((resolve) => setTimeout(resolve, 500));
    try {
      const sort = view?.sort ?? defaultClientSort;
      saveFile(await downloadClientList(criteria, { filters: view?.filters ?? {}, sort }), clientListExport.fileName);
    } catch {
      setDownloadFailed(true);
    }
    await rest;
    setDownloading(false);
  };

  // What each later field says when its list could not be had or is empty (part 1 §8).
  const providerProblem = providers.isError
    ? messages.providerLoadFailed
    : providers.isSuccess && providers.data.length === 0
      ? messages.noProviders
      : undefined;
  const stateProblem = states.isError || (states.isSuccess && states.data.length === 0) ? messages.statesNotFound : undefined;
  const productProblem = products.isError || (products.isSuccess && products.data.length === 0) ? messages.productNotFound : undefined;
  const loading = clients.isFetching;
  const rows = clients.data ?? [];
  const noOwnTins = tins.length === 0;

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      {noOwnTins &&
        (isAdminType(me.typeCd) && !isMirroring ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {texts.adminNoTins}{' '}
            <Link component={RouterLink} to={to('UserSearch')}>
              {userAdminTexts.userSearchTitle}
            </Link>
          </Alert>
        ) : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {ownTinTexts.noTins}
          </Alert>
        ))}
      <Box component="form" noValidate onSubmit={search} aria-label={texts.title}>
        <Stack spacing={2}>
          <FormErrorSummary errors={errors} message={messages.summary} />
          <RadioChoice id="client-lob" label={texts.lineOfBusiness} value={lob} options={linesOfBusiness} onChange={(l) => reset(l)} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <NativeSelectField
                id="client-tin"
                label={texts.tin}
                required
                value={choices.tin}
                onChange={(v) => choose('tin', v)}
                options={withPlaceholder(tins.map((t) => ({ value: t, label: t })))}
                error={errors.tin}
                disabled={noOwnTins}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <NativeSelectField
                id="client-prvId"
                label={texts.provider}
                required
                value={choices.prvId}
                onChange={(v) => choose('prvId', v)}
                options={withPlaceholder((providers.data ?? []).map((p) => ({ value: String(p.prvId), label: texts.providerOption(p) })))}
                error={errors.prvId ?? providerProblem}
                note={providers.isFetching ? texts.loading : undefined}
                disabled={!choices.tin || !providers.data?.length}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <NativeSelectField
                id="client-state"
                label={texts.state}
                required
                value={choices.state}
                onChange={(v) => choose('state', v)}
                options={withPlaceholder((states.data ?? []).map((s) => ({ value: s.addState, label: s.addState })))}
                error={errors.state ?? stateProblem}
                note={states.isFetching ? texts.loading : undefined}
                disabled={!provider || !states.data?.length}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <NativeSelectField
                id="client-productCd"
                label={texts.product}
                required
                value={choices.productCd}
                onChange={(v) => choose('productCd', v)}
                options={withPlaceholder((products.data ?? []).map((p) => ({ value: p.productCd, label: p.productName })))}
                error={errors.productCd ?? productProblem}
                note={products.isFetching ? texts.loading : undefined}
                disabled={!choices.state || !products.data?.length}
              />
            </Grid>
          </Grid>
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={loading}>
              {texts.search}
            </Button>
            <Button type="button" variant="outlined" onClick={() => reset()}>
              {texts.reset}
            </Button>
          </Stack>
        </Stack>
      </Box>
      {criteria && (
        <Box ref={results} tabIndex={-1} sx={{ mt: 3, outline: 'none' }} aria-live="polite">
          {loading && <PageLoading />}
          {clients.isError && <Alert severity="error">{messages.providerLoadFailed}</Alert>}
          {clients.isSuccess && !loading && rows.length === 0 && <Alert severity="info">{messages.noClients}</Alert>}
          {clients.isSuccess && !loading && rows.length > 0 && (
            <Stack spacing={1.5}>
              {criteria.lob === 'AUTO' && <Alert severity="info">{texts.steerage}</Alert>}
              {downloadFailed && <Alert severity="error">{texts.downloadFailed}</Alert>}
              <Box>
                <Button variant="outlined" onClick={download} disabled={downloading}>
                  {texts.download}
                </Button>
              </Box>
              <DataTable<ClientRow>
                label={texts.resultsLabel}
                columns={columns}
                rows={rows}
                rowKey={(r) => `${r.aeName}|${r.ecsPayorId ?? ''}|${r.billClmAddr ?? ''}`}
                rowLabel={(r) => r.aeName}
                defaultSort={defaultClientSort}
                onViewChange={setView}
              />
            </Stack>
          )}
        </Box>
      )}
    </>
  );
}

export default ClientListPage;
