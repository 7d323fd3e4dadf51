import { useState } from 'react';
import { exportFormats, exportTexts, type ExportFormat } from '@wcpp/contract';
import { errorMessage } from '../lib/errors';
import * as fileErrors from '../lib/error-contexts/files';
import { Alert } from './ui/Alert';
import { MenuButton } from './ui/MenuButton';
import { PopupMenuItem } from './ui/PopupMenu';
import { Icon } from './ui/icons';

interface Props {
  /** The table's name, for the button's accessible name ("Export Bill Search results"). */
  table: string;
  /** Makes and saves the file; a refusal's message is shown. */
  onExport: (format: ExportFormat) => Promise<void>;
}

/**
 * "Export": CSV or Excel (XLSX) of the rows a table shows (issue 27 §3, docs/decisions/061-exports.md).
 * While the server writes the file the button says so and is not pressed twice; a refusal shows the
 * server's message, and the next export clears it.
 */
export function ExportMenu({ table, onExport }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    setError(null);
    try {
      await onExport(format);
    } catch (err) {
      setError(errorMessage(fileErrors.tableExport, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {busy && (
        <span role="status" className="wc-export-status">
          {exportTexts.working}
        </span>
      )}
      <MenuButton
        variant="text"
        size="small"
        label={
          <>
            <span className="wc-btn-start">
              <Icon name="download" />
            </span>
            {exportTexts.menu}
          </>
        }
        ariaLabel={exportTexts.menuLabel(table)}
        menuLabel={exportTexts.menuLabel(table)}
      >
        {(close) =>
          exportFormats.map((format) => (
            <PopupMenuItem
              key={format}
              disabled={busy}
              onSelect={() => {
                close();
                void run(format);
              }}
            >
              {exportTexts.formats[format]}
            </PopupMenuItem>
          ))
        }
      </MenuButton>
      {error && (
        <Alert severity="error" className="wc-export-error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </>
  );
}
