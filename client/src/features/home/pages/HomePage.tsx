import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { HOME_ROW_SIZE } from '@coursehub/shared';
import { type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { CourseGridSkeleton } from '../../../components/ui/skeletons';
import { HOME_TEXTS } from '../homeTexts';

/**
 * Home: headline, 'Explore Courses' to /courses, 'Contact Us' to /contact; below, signed in, the courses in progress,
 * then featured and newest courses, how the yearly plan works and a call to subscribe. Home is in the start-up bundle;
 * `sections` (what is below the hero, HomeSections) is not: the route table loads its chunk beside its data.
 */
export function HomePage({ sections }: { sections: ReactNode }) {
  return (
    <Stack gap="10">
      <HomeHero />
      <Suspense
        fallback={
          <CourseGridSkeleton
            label={HOME_TEXTS.loadingCourses}
            count={HOME_ROW_SIZE}
            columns={{ base: 1, sm: 2, lg: 4 }}
          />
        }
      >
        {sections}
      </Suspense>
    </Stack>
  );
}

function HomeHero() {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align="center"
      justify="center"
      gap="10"
      minH={{ base: 'auto', md: '60vh' }}
      py={{ base: '6', md: '0' }}
    >
      <Stack gap="6" maxW="2xl" textAlign={{ base: 'center', md: 'start' }}>
        <Heading as="h1" textStyle="display">
          Find out the best{' '}
          <Box as="span" color="brand.fg">
            Online Courses
          </Box>
        </Heading>
        <Text fontSize="xl" color="fg.muted">
          A large library of video courses taught by highly skilled and qualified faculty, all unlocked by one yearly
          subscription.
        </Text>
        <Flex gap="4" wrap="wrap" justify={{ base: 'center', md: 'start' }}>
          <Button asChild colorPalette="brand" size="lg">
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
