import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { OfflinePage } from '../features/media/offline/pages/OfflinePage';
import { retryFailedPages } from './lazyPages';

/** Shown when a route fails to render or its code cannot be loaded (for example after a redeploy). */
export function RouteError() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Stack role="alert" align="center" justify="center" minH="60vh" gap="4" p="6" textAlign="center">
      <Heading as="h1" size="2xl">
        {t('routeError.title')}
      </Heading>
      <Text>{t('routeError.body')}</Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        {t('common:reload')}
      </Button>
    </Stack>
  );
}

/**
 * A page that could not be shown, inside the app's frame (Layout): offline, the page's code could not be fetched, so
 * it shows what the device has saved and tries again in place, by the button or as soon as the browser is back online (a reload would leave
 * the app for the browser's own offline page). Any other failure is RouteError's.
 */
export function PageError({ resetErrorBoundary }: FallbackProps) {
  if (typeof navigator === 'undefined' || navigator.onLine) return <RouteError />;
  const retry = () => {
    retryFailedPages();
    resetErrorBoundary();
  };
  return <OfflineRetry onRetry={retry} />;
}

/** The offline page (what the device has saved), trying the page again as soon as the browser is back online. */
function OfflineRetry({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return <OfflinePage onRetry={onRetry} />;
}
