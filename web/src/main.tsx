import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/routes';
import { loadConfig } from './config/runtime-config';
import { configureAuth } from './lib/auth';
import { startTheme } from './lib/theme';
import './index.css';

startTheme();
// The app shell opens offline (public/sw.js); development builds run without it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}
const root = createRoot(document.getElementById('root')!);

loadConfig()
  .then((config) => {
    configureAuth(config);
    root.render(
      <StrictMode>
        <BrowserRouter>
          <Providers>
            <AppRoutes />
          </Providers>
        </BrowserRouter>
      </StrictMode>,
    );
  })
  .catch((error: Error) => {
    root.render(
      <main style={{ fontFamily: 'system-ui', maxWidth: '32rem', margin: '4rem auto', padding: '0 1rem' }}>
        <h1>Stride could not start</h1>
        <p>{error.message}</p>
      </main>,
    );
  });
