import { Box, type BoxProps, Flex, Link } from '@chakra-ui/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../components/ui/skeletons';
import { VerificationReminder } from '../features/identity/auth/components/VerificationReminder';
import { PastDueReminder } from '../features/identity/user/components/PastDueReminder';
import { OfflineFallback } from '../features/media/offline/components/OfflineFallback';
import { OutboxSender } from '../features/media/offline/components/OutboxSender';
import { ReceiptSender } from '../features/media/offline/components/ReceiptSender';
import { Footer } from './Footer';
import { SiteHeader } from './header/SiteHeader';
import { PageHydrated } from './pageHydrated';
import { PageError } from './RouteError';

const mainProps: BoxProps = { as: 'main', id: 'main', flex: '1', px: { base: '4', md: '10' }, py: '8', tabIndex: -1 };

/**
 * Page frame: skip link, header (the drawer menu on phones), the email confirmation reminder, the sending of offline
 * viewing and of what was done offline, main content, footer (the page alone prints). A page that fails, its code not fetched offline included, fails inside the frame (PageError),
 * until the next navigation. Offline, a page whose data was never saved on the device shows what was (OfflineFallback).
 */
export function Layout() {
  const { pathname } = useLocation();
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Flex direction="column" minH="100vh" bg="bg" color="fg">
      <Link
        href="#main"
        position="absolute"
        insetStart="2"
        top="-12"
        zIndex="skipNav"
        bg="bg.panel"
        p="2"
        _focus={{ top: '2' }}
      >
        {t('skipToContent')}
      </Link>
      <SiteHeader />
      <VerificationReminder />
      <PastDueReminder />
      <ReceiptSender />
      <OutboxSender />
      {/* The footer arrives with the page: shown under the skeleton, it would jump down once the page renders. */}
      <Suspense
        fallback={
          <Box {...mainProps}>
            <PageSkeleton label={t('common:loading')} />
          </Box>
        }
      >
        <Box {...mainProps}>
          <ErrorBoundary FallbackComponent={PageError} resetKeys={[pathname]}>
            <OfflineFallback>
              <Outlet />
            </OfflineFallback>
          </ErrorBoundary>
        </Box>
        <Footer />
        <PageHydrated />
      </Suspense>
    </Flex>
  );
}
