import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { feeScheduleTexts as texts, type FeeSchedFile } from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { PageLoading } from '../../components/PageLoading';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { feeScheduleFileKeys, useFeeScheduleFiles } from '../../lib/fee-schedule-files';
import { saveFile } from '../../lib/files';
import { errorMessage } from '../../lib/errors';
import * as feeScheduleErrors from '../../lib/error-contexts/fee-schedule';
import { ApiError } from '../../lib/http';
import { fetchFeeScheduleFile } from './api';

/** Part 1 §9: the count is read again 3 seconds after a file is opened (not while mirroring). */
export const COUNT_REFRESH_MS = 3000;

/** When a file was asked for, in the person's time: 3/1/2027, 9:05 AM (the portal's M/D/YYYY, part 1 §9). */
const requestedAt = (iso: string) => new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * The effective user's fee-schedule files (part 1 §4, §9; part 2 §7) with the time each was asked
 * for, newest first (issue 26 §4), 'New' on those not yet opened. Open downloads the file; the
 * server marks it opened unless a mirror opens it, and the header's count is read again 3 s later
 * when not mirroring.
 */
export function FeeScheduleFiles({ userName, isMirroring }: { userName: string; isMirroring: boolean }) {
  const { data, isError } = useFeeScheduleFiles(userName);
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const files = data?.feeSchedRqsts ?? [];

  const open = async (file: FeeSchedFile) => {
    setFailed(null);
    try {
      saveFile(await fetchFeeScheduleFile(userName, file.feeSchedRqstId), file.fileName);
      if (!isMirroring) {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: feeScheduleFileKeys.byName(userName) }), COUNT_REFRESH_MS);
      }
    } catch (error) {
      // 410: the file was removed after its retention period (decision 048); the server says so, and the list is read again.
      const gone = error instanceof ApiError && error.status === 410;
      setFailed(errorMessage(feeScheduleErrors.feeScheduleFile, error));
      if (gone) void queryClient.invalidateQueries({ queryKey: feeScheduleFileKeys.byName(userName) });
    }
  };
  const columns: DataColumn<FeeSchedFile>[] = [
    { id: 'file', header: texts.fileColumn, text: (f) => f.fileName, priority: 'key', render: (f) => <span className={f.fileViwed ? 'wc-file-name' : 'wc-file-name wc-strong'}>{f.fileName}</span> },
    { id: 'requested', header: texts.requestedColumn, text: (f) => requestedAt(f.feeSchedRqstDt), sortValue: (f) => f.feeSchedRqstDt, priority: 'key' },
    { id: 'state', header: texts.stateColumn, text: (f) => (f.fileViwed ? texts.opened : texts.newFile), priority: 'key', nowrap: true },
    {
      id: 'open',
      header: texts.open,
      text: () => '',
      controls: true,
      priority: 'key',
      render: (f) => (
        <Button size="small" variant="outlined" onClick={() => void open(f)} aria-label={texts.openFile(f.fileName)}>
          {texts.open}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="fee-files-title" className="wc-files">
      <h2 id="fee-files-title" className="wc-h2">
        {texts.files}
      </h2>
      {failed && (
        <Alert severity="error">
          {failed}
        </Alert>
      )}
      {/* Until the list arrives it is not empty: no "No fee schedules yet" while it loads. */}
      {!data && !isError ? (
        <PageLoading label={texts.files} />
      ) : (
        <DataTable<FeeSchedFile>
          label={texts.files}
          columns={columns}
          rows={files}
          rowKey={(f) => String(f.feeSchedRqstId)}
          rowLabel={(f) => f.fileName}
          defaultSort={{ id: 'requested', desc: true }}
          emptyText={texts.noFiles}
        />
      )}
    </section>
  );
}
