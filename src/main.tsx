import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './app/error-boundary.tsx';
import { Providers } from './app/providers.tsx';
import { ContentEditingHost } from './features/content-editing/content-editing-host.tsx';
import { AppRoutes, preloadScreen } from './app/routes.tsx';
import { initI18n } from './lib/i18n.ts';
import { basenameOf, splitLanguage } from '../core/routes/localized-paths.ts';

async function start() {
  // The address decides the language: /es/... is Spanish, the rest English.
  const { lng, path } = splitLanguage(window.location.pathname);
  preloadScreen(path);
  const i18n = await initI18n(lng);
  createRoot(document.getElementById('root')!).render(
    <Providers i18n={i18n}>
      <ContentEditingHost>
        <ErrorBoundary path="" standalone>
          <BrowserRouter basename={basenameOf(lng)}>
            <AppRoutes />
          </BrowserRouter>
        </ErrorBoundary>
      </ContentEditingHost>
    </Providers>,
  );
}

void start();
