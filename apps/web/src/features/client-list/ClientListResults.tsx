import { useEffect, useRef, useState } from 'react';
import { clientColumns, clientListMessages as messages, clientListTexts as texts, defaultClientSort, type ClientRow } from '@wcpp/contract';
import { DataTable, type DataColumn, type TableView } from '../../components/DataTable';
import { PageLoading } from '../../components/PageLoading';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Stack } from '../../components/ui/Stack';
import { exportClientList, type ClientCriteria } from './api';
import type { ClientListSearch } from './useClientListSearch';

const columns: DataColumn<ClientRow>[] = clientColumns.map((c) => ({
  id: c.id,
  header: c.header,
  text: c.text,
  priority: c.id === 'aeName' ? 'key' : c.id === 'billClmAttntn' || c.id === 'ecsPayorId' ? 'secondary' : 'normal',
  nowrap: c.id.endsWith('PhoneNum'),
}));

/**
 * The clients of a search (part 1 §7, §9): the table with its filters, the Steerage note for Auto, and
 * DOWNLOAD of the rows the table shows. The results take the focus when they arrive.
 */
export function ClientListResults({ criteria, clients }: { criteria: ClientCriteria; clients: ClientListSearch['clients'] }) {
  const [view, setView] = useState<TableView | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const results = useRef<HTMLDivElement>(null);

  // The results take the focus when they arrive, so a keyboard or screen-reader user is told.
  useEffect(() => {
    if (clients.isSuccess) results.current?.focus();
  }, [clients.isSuccess, clients.dataUpdatedAt, criteria]);

  const tableView = () => ({ filters: view?.filters ?? {}, sort: view?.sort ?? defaultClientSort });
  const download = async () => {
    if (downloading) return;
    // Part 1 §9: the button rests for half a second after use.
    setDownloading(true);
    setDownloadFailed(false);
    const rest = new Promise((resolve) => setTimeout(resolve, 500));
    try {
      await exportClientList(criteria, tableView(), 'xlsx');
    } catch {
      setDownloadFailed(true);
    }
    await rest;
    setDownloading(false);
  };

  const loading = clients.isFetching;
  const rows = clients.data ?? [];
  return (
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
            exportRows={(_, format) => exportClientList(criteria, tableView(), format)}
          />
        </Stack>
      )}
    </div>
  );
}
