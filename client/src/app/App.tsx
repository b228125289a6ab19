import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { LocaleProvider } from '@chakra-ui/react';
import type { i18n } from 'i18next';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from '../components/ui/provider';
import { SessionProvider } from '../features/identity/auth/session/SessionProvider';
import { SessionSync } from '../features/identity/auth/session/SessionSync';
import type { SessionStore } from '../features/identity/auth/session/sessionStore';
import { AccountTimeZone } from '../features/identity/user/components/AccountTimeZone';
import { OfflineOwner } from '../features/media/offline/components/OfflineOwner';
import { AccountLocale } from '../i18n/AccountLocale';
import { translator as browserTranslator } from '../i18n/i18n';
import { useToastRegionDemanded } from '../shared/toastDemand';

const ToastRegion = lazy(() => import('../shared/ToastRegion').then((module) => ({ default: module.ToastRegion })));

/** The toast region (and the toast store with it) loads with the first notice; until then nothing is fetched. */
function LazyToastRegion() {
  if (!useToastRegionDemanded()) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}

interface AppProps {
  client: ApolloClient;
  sessionStore?: SessionStore;
  /** The translator the screens read (the server's render passes its own, in the request's language). */
  translator?: i18n;
  /** The router with its routes (main.tsx: a BrowserRouter around AppRoutes). */
  children: ReactNode;
}

/** Chakra's components (menus, drawers, sliders) take their direction from the language shown. */
function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <LocaleProvider locale={i18n.language === 'pseudo' ? 'en' : i18n.language}>{children}</LocaleProvider>;
}

/**
 * The providers every screen relies on (translator, style system, Apollo, session), the routed screens and the toast
 * region.
 */
export function App({ client, sessionStore, translator = browserTranslator, children }: AppProps) {
  return (
    <I18nextProvider i18n={translator}>
      <Provider>
        <LanguageDirection>
          <ApolloProvider client={client}>
            <SessionProvider store={sessionStore}>
              <SessionSync />
              <OfflineOwner />
              <AccountLocale />
              <AccountTimeZone />
              {children}
              <LazyToastRegion />
            </SessionProvider>
          </ApolloProvider>
        </LanguageDirection>
      </Provider>
    </I18nextProvider>
  );
}
