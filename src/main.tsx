import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { initI18n } from './lib/i18n.ts';

async function start() {
  const i18n = await initI18n();
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <Providers i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

void start();
