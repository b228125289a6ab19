import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { createApolloClient } from './app/apollo/client';
import { AppRoutes, createRoutes } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

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
