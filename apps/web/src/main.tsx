import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/base.css';
import { applyBrandColors } from './app/brand-vars';
import { loadConfig } from './lib/config';

applyBrandColors();
// Part 1 §4.6: configuration first; loadConfig never rejects, so the app always renders.
void loadConfig().then((config) => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  );
});
