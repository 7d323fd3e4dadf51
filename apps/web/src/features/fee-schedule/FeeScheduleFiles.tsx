import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { feeScheduleMessages as messages, feeScheduleTexts as texts, type FeeSchedFile } from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { feeScheduleFileKeys, useFeeScheduleFiles } from '../../lib/fee-schedule-files';
import { saveFile } from '../../lib/files';
import { ApiError } from '../../lib/http';
import { fetchFeeScheduleFile } from './api';

/** Part 1 §9: the count is read again 3 seconds after a file is opened (not while mirroring). */
export const COUNT_REFRESH_MS = 3000;

/**
 * The effective user's fee-schedule files (part 1 §4, §9; part 2 §7), sorted by file name at first
 * (the server sends them newest first), 'New' on those not yet opened. Open downloads the file; the
 * server marks it opened unless a mirror opens it, and the header's count is read again 3 s later
 * when not mirroring.
 */
export function FeeScheduleFiles({ userName, isMirroring }: { userName: string; isMirroring: boolean }) {
  const { data } = useFeeScheduleFiles(userName);
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
      setFailed(gone ? error.message : messages.fileFailed);
      if (gone) void queryClient.invalidateQueries({ queryKey: feeScheduleFileKeys.byName(userName) });
    }
  };
  const columns: DataColumn<FeeSchedFile>[] = [
    { id: 'file', header: texts.fileColumn, text: (f) => f.fileName, priority: 'key', render: (f) => <Box component="span" sx={{ fontWeight: f.fileViwed ? 400 : 700, overflowWrap: 'anywhere' }}>{f.fileName}</Box> },
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
    <Box component="section" aria-labelledby="fee-files-title" sx={{ mt: 4 }}>
      <Typography id="fee-files-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {texts.files}
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failed}
        </Alert>
      )}
      <DataTable<FeeSchedFile>
        label={texts.files}
        columns={columns}
        rows={files}
        rowKey={(f) => String(f.feeSchedRqstId)}
        rowLabel={(f) => f.fileName}
        defaultSort={{ id: 'file' }}
        emptyText={texts.noFiles}
      />
    </Box>
  );
}
