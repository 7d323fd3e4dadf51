import { useState } from 'react';
import { billSearchCalls, BUNDLE_DOCUMENTS_HEADER, documentBundleTexts as texts, ZIP_TYPE } from '@wcpp/contract';
import { saveFile } from '../../lib/files';
import { errorMessage } from '../../lib/errors';
import * as fileErrors from '../../lib/error-contexts/files';
import { callForResponse, fileNameOf } from '../../lib/http';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { ZipEntryCounter } from './zip-entries';

/**
 * "Download selected" (issue 27 §4, docs/decisions/062-document-bundles.md): one ZIP of the selected
 * bills' images and EORs (or pricing sheets). The server says how many documents it will write; each
 * one's header is counted as the ZIP arrives, so the progress bar moves while the server works.
 */
export function DownloadSelected({ billControlNumbers }: { billControlNumbers: string[] }) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setError(null);
    setProgress({ done: 0, total: 0 });
    try {
      const response = await callForResponse(billSearchCalls.documentBundle, { body: { billControlNumbers } }, ZIP_TYPE);
      const total = Number(response.headers.get(BUNDLE_DOCUMENTS_HEADER) ?? 0);
      setProgress({ done: 0, total });
      const counter = new ZipEntryCounter();
      const parts: Uint8Array[] = [];
      const reader = response.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        parts.push(read.value);
        setProgress({ done: counter.push(read.value), total });
      }
      // A bundle cut short (the server stopped) is not saved as if it were whole.
      if (counter.count < total) throw new Error('incomplete bundle');
      saveFile(new Blob(parts as BlobPart[], { type: ZIP_TYPE }), fileNameOf(response) ?? texts.fileName);
    } catch (err) {
      setError(errorMessage(fileErrors.documentBundle, err));
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      {progress && (
        <span role="status" className="wc-export-status wc-bundle-progress">
          {progress.total ? (
            <>
              <progress max={progress.total} value={progress.done} aria-label={texts.progressLabel} />
              {texts.progress(progress.done, progress.total)}
            </>
          ) : (
            texts.preparing
          )}
        </span>
      )}
      <Button variant="text" size="small" disabled={billControlNumbers.length === 0 || progress !== null} onClick={() => void download()}>
        {texts.downloadSelected(billControlNumbers.length)}
      </Button>
      {error && (
        <Alert severity="error" className="wc-export-error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </>
  );
}
