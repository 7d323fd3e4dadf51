import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadConfig } from './lib/config';

// Part 1 §4.6: configuration first; loadConfig never rejects, so the app always renders.
void loadConfig().then((config) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
});
