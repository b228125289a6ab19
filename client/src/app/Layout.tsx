import { Box, type BoxProps, Flex, Link } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, Link as RouterLink } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { VerificationReminder } from '../features/auth/components/VerificationReminder';
import { PastDueReminder } from '../features/user/components/PastDueReminder';
import { Footer } from './Footer';
import { MainMenu } from './MainMenu';

const mainProps: BoxProps = { as: 'main', id: 'main', flex: '1', px: { base: '4', md: '10' }, py: '8', tabIndex: -1 };

/** Page frame: skip link, drawer menu, the email confirmation reminder, main content, footer (the page alone prints). */
export function Layout() {
  return (
    <Flex direction="column" minH="100vh" bg="white" color="gray.900">
      <Link href="#main" position="absolute" left="2" top="-12" zIndex="skipNav" bg="white" p="2" _focus={{ top: '2' }}>
        Skip to content
      </Link>
      <Flex
        as="header"
        align="center"
        gap="2"
        px="2"
        py="2"
        borderBottomWidth="1px"
        borderColor="gray.200"
        _print={{ display: 'none' }}
      >
        <MainMenu />
        <Link asChild fontWeight="bold" fontSize="xl" color="gray.900">
          <RouterLink to="/">CourseHub</RouterLink>
        </Link>
      </Flex>
      <VerificationReminder />
      <PastDueReminder />
      {/* The footer arrives with the page: shown under a spinner, it would jump down once the page renders. */}
      <Suspense
        fallback={
          <Box {...mainProps}>
            <PageSpinner />
          </Box>
        }
      >
        <Box {...mainProps}>
          <Outlet />
        </Box>
        <Footer />
      </Suspense>
    </Flex>
  );
}
