import { useEffect, useRef, useState } from 'react';
import { recoveryCodeTexts } from '@wcpp/contract';
import { saveFile } from '../../lib/files';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

interface Props {
  codes: string[];
  /** "I HAVE SAVED THEM": the only way on; the codes are not shown again. */
  onSaved: () => void;
}

/**
 * Ten recovery codes, shown once (issue 46): DOWNLOAD (a .txt made in the browser), COPY and I HAVE
 * SAVED THEM. Escape and the backdrop do not close it: the person answers that they kept the codes.
 * The same dialog at sign-in and on the profile.
 */
export function RecoveryCodesDialog({ codes, onSaved }: Props) {
  const [copied, setCopied] = useState(false);
  const download = useRef<HTMLButtonElement>(null);
  // After the dialog's own effect (a child's runs first): the first action has the focus.
  useEffect(() => download.current?.focus(), []);
  const text = `${recoveryCodeTexts.title}\n\n${codes.join('\n')}\n`;
  const copy = () => {
    void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <Dialog
      title={recoveryCodeTexts.title}
      role="alertdialog"
      describedBy="recovery-codes-intro"
      onClose={() => undefined}
      actions={
        <Button variant="contained" onClick={onSaved}>
          {recoveryCodeTexts.saved}
        </Button>
      }
    >
      <p id="recovery-codes-intro" className="wc-text">
        {recoveryCodeTexts.intro}
      </p>
      <ol aria-label={recoveryCodeTexts.title} style={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: '2 18ch', margin: '16px 0', paddingLeft: 36 }}>
        {codes.map((code) => (
          <li key={code} style={{ whiteSpace: 'nowrap' }}>
            {code}
          </li>
        ))}
      </ol>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Button ref={download} variant="outlined" onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), recoveryCodeTexts.fileName)}>
          {recoveryCodeTexts.download}
        </Button>
        <Button variant="outlined" onClick={copy}>
          {recoveryCodeTexts.copy}
        </Button>
        <span role="status" className="wc-body2">
          {copied ? recoveryCodeTexts.copied : ''}
        </span>
      </div>
    </Dialog>
  );
}
