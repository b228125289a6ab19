import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { registerServiceWorker } from '../features/media/offline/registerServiceWorker';
import { translator } from '../i18n/i18n';
import { followLanguageOnDocument, initialLanguage } from '../i18n/language';
import { App } from './App';
import { createApolloClient } from './apollo/client';
import { PageHydratedContext } from './pageHydrated';
import { AppRoutes, createRoutes } from './routes';

/**
 * Starts the app in `root`. A landing page the server rendered for an anonymous visitor (`data-rendered`, decision
 * 0012) is hydrated: the screen already painted stays, and React attaches to it. The server sends it `inert`, so
 * nothing on it takes a click or a key before React has attached (a tap on a button would do nothing, text typed in a
 * field would be lost to the app); `inert` goes once the page itself has hydrated (PageHydrated). Any other page
 * replaces the HTML's app shell with its first render. The installable app's worker is registered once the page has
 * loaded.
 */
export async function mount(root: HTMLElement) {
  // The first render's language is the one the server rendered in, its texts loaded before React starts, so the
  // hydrated screen matches the HTML word for word.
  await translator.changeLanguage(initialLanguage());
  followLanguageOnDocument(translator);
  const client = createApolloClient();
  const routes = createRoutes(client);
  const rendered = root.hasAttribute('data-rendered');
  const interactive = rendered ? () => root.removeAttribute('inert') : null;
  const app = (
    <StrictMode>
      <PageHydratedContext value={interactive}>
        <App client={client}>
          <BrowserRouter>
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </App>
      </PageHydratedContext>
    </StrictMode>
  );
  // A transition lets React render (or hydrate) the first screen in short slices instead of one long task that blocks
  // input (Chakra resolves every style prop while rendering).
  startTransition(() => {
    if (rendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  registerServiceWorker();
}
