import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../auth/session/SessionProvider';

// Home is in the start-up bundle; a signed-in learner's courses in progress are not, and load beside their data.
const ContinueWatching = lazy(async () => ({
  default: (await import('../../courses/components/ContinueWatching')).ContinueWatching,
}));

/** Home: headline, 'Explore Courses' to /courses, 'Contact Us' to /contact; signed in, the courses in progress. */
export function HomePage() {
  const { isLoggedIn } = useSession();
  return (
    <Stack gap="10">
      <HomeHero />
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <ContinueWatching />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function HomeHero() {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} align="center" justify="center" gap="10" minH="70vh">
      <Stack gap="6" maxW="2xl" textAlign={{ base: 'center', md: 'start' }}>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="short">
          Find out the best{' '}
          <Box as="span" color="yellow.700">
            Online Courses
          </Box>
        </Heading>
        <Text fontSize="xl" color="gray.700">
          A large library of video courses taught by highly skilled and qualified faculty, all unlocked by one yearly
          subscription.
        </Text>
        <Flex gap="4" wrap="wrap" justify={{ base: 'center', md: 'start' }}>
          <Button asChild colorPalette="yellow" size="lg">
            <RouterLink to="/courses">Explore Courses</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="gray" size="lg">
            <RouterLink to="/contact">Contact Us</RouterLink>
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}
