import { useSearchParams } from 'react-router';
import {
  ownTinTexts,
  demographicsMessages as messages,
  demographicsTexts as texts,
  genericMessages,
  providerTypeName,
  type ProviderListItem,
  tinLabel,
} from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { Select } from '../../components/ui/Select';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Stack } from '../../components/ui/Stack';
import { useOwnTins, useTinNames } from '../../lib/tins';
import { useEffectiveUser } from '../../lib/user';
import { useProviderList } from './api';
import { FacilityView } from './FacilityView';
import { LoadingText } from './parts';
import { PhysicianView } from './PhysicianView';

/**
 * Provider Demographics (/wcpp/Demographics/DemographicSearch; part 2 §2, §4, §8): a Tax ID, its
 * providers by name with their type, and a provider's physician (type P) or facility view. The TIN
 * and the chosen provider are in the address (?tin=…&prv=…&type=…), so the browser's Back and a
 * reload keep the place; 'Back to Demographic Search' clears the provider.
 */
export function DemographicSearchPage() {
  const [params, setParams] = useSearchParams();
  const { data: me } = useEffectiveUser();
  const tins = useOwnTins();
  const tinNames = useTinNames();
  const tin = params.get('tin') ?? '';
  const prvId = Number(params.get('prv')) || null;
  const type = params.get('type') ?? '';
  const name = params.get('name') ?? '';
  const providers = useProviderList(tin && (tins.data ?? []).includes(tin) ? tin : '');

  if (!me || tins.isPending) return <PageLoading />;
  const back = () => setParams(tin ? { tin } : {});
  if (prvId) {
    return type === 'P' ? <PhysicianView prvId={prvId} name={name} onBack={back} /> : <FacilityView prvId={prvId} name={name} onBack={back} />;
  }

  const open = (p: ProviderListItem) => setParams({ tin, prv: String(p.prvId), type: p.prvProviderType, name: p.prvName });
  const columns: DataColumn<ProviderListItem>[] = [
    {
      id: 'name',
      header: texts.providerName,
      // Two providers of one name are told apart by their id (issue 26 §4).
      text: (p) => texts.providerOption(p),
      priority: 'key',
      render: (p) => (
        <button type="button" className="wc-link-action" onClick={() => open(p)}>
          {texts.providerOption(p)}
        </button>
      ),
    },
    { id: 'type', header: texts.type, text: (p) => providerTypeName(p.prvProviderType), priority: 'key' },
  ];
  const ownTins = tins.data ?? [];

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <Stack>
        {ownTins.length === 0 && <Alert severity="info">{ownTinTexts.noTins}</Alert>}
        <div className="wc-tin-choice">
          <Select
            id="demographics-tin"
            label={texts.selectTin}
            value={tin}
            onChange={(value) => setParams(value ? { tin: value } : {})}
            options={[{ value: '', label: texts.selectTin }, ...ownTins.map((t) => ({ value: t, label: tinLabel(t, tinNames.get(t)) }))]}
            disabled={ownTins.length === 0}
          />
        </div>
        {!tin && <p className="wc-text wc-secondary">{messages.selectTin}</p>}
        {tin && providers.isFetching && <LoadingText text={messages.loadingProviders} />}
        {tin && providers.isError && <Alert severity="error">{genericMessages.retrieval}</Alert>}
        {tin && providers.isSuccess && !providers.isFetching && providers.data.length === 0 && <Alert severity="info">{messages.noProviders}</Alert>}
        {tin && providers.isSuccess && !providers.isFetching && providers.data.length > 0 && (
          <DataTable<ProviderListItem>
            label={texts.providers}
            columns={columns}
            rows={providers.data}
            rowKey={(p) => String(p.prvId)}
            rowLabel={(p) => texts.providerOption(p)}
            defaultSort={{ id: 'name' }}
            filterLabel={texts.filter}
          />
        )}
      </Stack>
    </>
  );
}

export default DemographicSearchPage;
