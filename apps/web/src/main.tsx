import '@studyflow/ui/theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/boot';
import { applyTheme } from './lib/theme';

// Before the first paint, so a dark-theme user never sees a light flash.
applyTheme();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
