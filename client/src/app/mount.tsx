import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { createApolloClient } from './apollo/client';
import { AppRoutes, createRoutes } from './routes';

/** Starts the app in `root`, replacing the HTML's app shell with its first render. */
export function mount(root: HTMLElement) {
  const client = createApolloClient();
  const routes = createRoutes(client);
  // A transition lets React render the first screen in short slices instead of one long task that blocks input
  // (Chakra resolves every style prop while rendering).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App client={client}>
          <BrowserRouter>
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </App>
      </StrictMode>,
    );
  });
}
