import { Box, Button, Flex, HStack, Link, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router';
import { useSession } from '../../features/identity/auth/session/SessionProvider';
import { LanguageSwitcher } from '../../i18n/LanguageSwitcher';
import { MainMenu } from '../MainMenu';
import { HeaderSearch } from './HeaderSearch';

// Visitors never load the account menu (Chakra's menu and avatar): it is its own chunk, fetched once signed in.
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));
const InboxBell = lazy(async () => ({
  default: (await import('../../features/learning/inbox/components/InboxBell')).InboxBell,
}));

/** A header link that shows which page is open (NavLink's aria-current). */
function HeaderLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      rounded="md"
      fontWeight="medium"
      color="fg"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
    >
      <NavLink to={to}>{children}</NavLink>
    </Link>
  );
}

/**
 * The page's banner. From the md breakpoint: logo, Courses (and My learning when signed in), a course search, and
 * Log in / Sign up, or the inbox bell and the account menu. Below it the spec's side drawer keeps the navigation (its
 * menu button before the logo), beside the bell and account menu of a signed-in learner (My learning is reached from
 * there on a phone).
 */
export function SiteHeader() {
  const { isLoggedIn } = useSession();
  const { t } = useTranslation('shell');
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '1', md: '4' }}
      px={{ base: '2', md: '6' }}
      py="2"
      minH="16"
      borderBottomWidth="1px"
      borderColor="border"
      bg="bg.panel"
      _print={{ display: 'none' }}
    >
      <Box hideFrom="md">
        <MainMenu />
      </Box>
      <Link
        asChild
        fontWeight="bold"
        fontSize={{ base: 'lg', md: 'xl' }}
        color="fg"
        _hover={{ textDecoration: 'none' }}
      >
        <RouterLink to="/">{t('logo')}</RouterLink>
      </Link>
      <HStack as="nav" aria-label={t('navLabel')} gap="1" hideBelow="md">
        <HeaderLink to="/courses">{t('courses')}</HeaderLink>
        <HeaderLink to="/paths">{t('paths')}</HeaderLink>
        {isLoggedIn ? <HeaderLink to="/my-learning">{t('myLearning')}</HeaderLink> : null}
      </HStack>
      <HeaderSearch hideBelow="md" flex="1" maxW="md" />
      {/* Tighter on phones: the menu button, logo, language, bell and account menu fit in 360 px. */}
      <HStack gap={{ base: '1', md: '2' }} ms="auto">
        <LanguageSwitcher />
        {isLoggedIn ? (
          <Suspense fallback={<Skeleton boxSize="10" rounded="full" />}>
            <InboxBell />
            <AccountMenu />
          </Suspense>
        ) : (
          <HStack gap="2" hideBelow="md">
            <Button asChild variant="ghost" colorPalette="gray">
              <RouterLink to="/login">{t('logIn')}</RouterLink>
            </Button>
            <Button asChild colorPalette="brand">
              <RouterLink to="/signup">{t('signUp')}</RouterLink>
            </Button>
          </HStack>
        )}
      </HStack>
    </Flex>
  );
}
