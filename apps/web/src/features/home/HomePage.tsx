import { useCallback, useState } from 'react';
import { homeMessages } from '@wcpp/contract';
import { ContentFrame, type FrameMessage } from '../../components/ContentFrame';
import { Alert } from '../../components/ui/Alert';
import { PageTitle } from '../../components/PageTitle';
import { useConfig } from '../../lib/config';
import { openSecureResource } from '../../lib/secure-resource';

/**
 * /wcpp/home: the content service's home frame, which may ask the portal to open secure files. Plain
 * HTML like the shell, so the first screen after sign-in stays small (docs/decisions/045).
 */
export function HomePage() {
  const config = useConfig();
  const [message, setMessage] = useState<string | null>(null);

  const onMessage = useCallback((data: FrameMessage) => {
    if (data.type !== 'REQUEST_SECURE_RESOURCE' || typeof data.url !== 'string') return;
    setMessage(null);
    void openSecureResource(data.url, config.RESOURCE_URL).then(setMessage);
  }, [config.RESOURCE_URL]);

  return (
    <div>
      <PageTitle hidden>{homeMessages.homeHeading}</PageTitle>
      {message && (
        <Alert severity="error" className="wc-mb2" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      <div className="wc-home-frame">
        <ContentFrame src={config.AEM_HOMEPAGE} title={homeMessages.frameTitle} reservedHeight={480} onMessage={onMessage} />
      </div>
    </div>
  );
}

export default HomePage;
