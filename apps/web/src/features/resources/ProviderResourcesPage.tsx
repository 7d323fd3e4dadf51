import { useState } from 'react';
import { genericMessages, resourceCategories, resourcesTexts as texts, type ResourceCategory } from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { Select } from '../../components/ui/Select';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Icon } from '../../components/ui/icons';
import { Stack } from '../../components/ui/Stack';
import { useConfig } from '../../lib/config';
import { openSecureResource } from '../../lib/secure-resource';
import { useResourceListing } from './api';

interface Doc {
  name: string;
  category: string;
  categoryName: string;
  href: string;
}

const ALL = 'ALL';
const categoryOptions = [{ value: ALL, label: texts.selectAll }, ...(Object.keys(resourceCategories) as ResourceCategory[]).map((c) => ({ value: c, label: resourceCategories[c] }))];

/**
 * Provider Resources (/wcpp/ProviderResources, /wcpp/providerResources; part 2 §2, §7, §9): the
 * documents of the resource host by category ('Select All' first), the network's website for
 * providers, and a document opening in a new window (fetched with the token; the host audits it).
 */
export function ProviderResourcesPage() {
  const config = useConfig();
  const listing = useResourceListing(config.RESOURCE_URL);
  const [category, setCategory] = useState(ALL);
  const [message, setMessage] = useState<string | null>(null);

  const docs: Doc[] = (listing.data?.data.entities ?? []).flatMap((e) => {
    const href = e.links[0]?.href;
    if (!href) return [];
    const code = e.properties.category;
    return [{ name: e.properties.name, category: code, categoryName: e.properties.categoryName ?? resourceCategories[code as ResourceCategory] ?? code, href }];
  });
  const shown = category === ALL ? docs : docs.filter((d) => d.category === category);
  const open = async (doc: Doc) => {
    setMessage(null);
    setMessage(await openSecureResource(new URL(doc.href, new URL(`${config.RESOURCE_URL}/`, window.location.href)).href, config.RESOURCE_URL, 'download'));
  };
  const columns: DataColumn<Doc>[] = [
    {
      id: 'name',
      header: texts.name,
      text: (d) => d.name,
      priority: 'key',
      render: (d) => (
        <button type="button" className="wc-link-action" onClick={() => void open(d)} aria-label={texts.open(d.name)}>
          {d.name}
        </button>
      ),
    },
    { id: 'category', header: texts.categoryColumn, text: (d) => d.categoryName, priority: 'key' },
  ];

  return (
    <Stack gap={3}>
      <PageTitle>{texts.title}</PageTitle>
      <Stack direction="row" gap={3} align="center" justify="space-between">
        <div className="wc-resource-category">
          <Select id="resource-category" label={texts.category} value={category} onChange={setCategory} options={categoryOptions} required={false} />
        </div>
        <a className="wc-link wc-link-icon" href={config.PROVIDER_WEBSITE_URL} target="_blank" rel="noopener noreferrer">
          {texts.website}{' '}
          <Icon name="openInNew" />
          <span className="wc-visually-hidden">{texts.newWindow}</span>
        </a>
      </Stack>
      {message && <Alert severity="error">{message}</Alert>}
      {listing.isPending && <PageLoading />}
      {listing.isError && <Alert severity="error">{genericMessages.retrieval}</Alert>}
      {listing.isSuccess && (
        <DataTable<Doc> label={texts.documents} columns={columns} rows={shown} rowKey={(d) => d.href} rowLabel={(d) => d.name} defaultSort={{ id: 'name' }} emptyText={texts.none} />
      )}
    </Stack>
  );
}

export default ProviderResourcesPage;
