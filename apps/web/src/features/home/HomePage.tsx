import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { homeMessages } from '@wcpp/contract';
import { ContentFrame, type FrameMessage } from '../../components/ContentFrame';
import { PageTitle } from '../../components/PageTitle';
import { useConfig } from '../../lib/config';
import { openSecureResource } from '../../lib/secure-resource';

/** /wcpp/home: the content service's home frame, which may ask the portal to open secure files. */
export function HomePage() {
  const config = useConfig();
  const [message, setMessage] = useState<string | null>(null);

  const onMessage = useCallback((data: FrameMessage) => {
    if (data.type !== 'REQUEST_SECURE_RESOURCE' || typeof data.url !== 'string') return;
    setMessage(null);
    void openSecureResource(data.url, config.RESOURCE_URL).then(setMessage);
  }, [config.RESOURCE_URL]);

  return (
    <Box>
      <PageTitle hidden>{homeMessages.homeHeading}</PageTitle>
      {message && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden' }}>
        <ContentFrame src={config.AEM_HOMEPAGE} title={homeMessages.frameTitle} reservedHeight={480} onMessage={onMessage} />
      </Box>
    </Box>
  );
}

export default HomePage;
