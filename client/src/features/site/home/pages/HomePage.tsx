import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { HOME_ROW_SIZE } from '@coursehub/shared';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CourseGridSkeleton } from '../../../../components/ui/skeletons';

/**
 * Home: headline, 'Explore Courses' to /courses, 'Contact Us' to /contact; below, signed in, the courses in progress,
 * then featured and newest courses, how the yearly plan works and a call to subscribe. Home is in the start-up bundle;
 * `sections` (what is below the hero, HomeSections) is not: the route table loads its chunk beside its data.
 */
export function HomePage({ sections }: { sections: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Stack gap="10">
      <HomeHero />
      <Suspense
        fallback={
          <CourseGridSkeleton label={t('loadingCourses')} count={HOME_ROW_SIZE} columns={{ base: 1, sm: 2, lg: 4 }} />
        }
      >
        {sections}
      </Suspense>
    </Stack>
  );
}

function HomeHero() {
  const { t } = useTranslation('home');
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
          {t('hero.titleStart')}{' '}
          <Box as="span" color="brand.fg">
            {t('hero.titleHighlight')}
          </Box>
        </Heading>
        <Text fontSize="xl" color="fg.muted">
          {t('hero.lead')}
        </Text>
        <Flex gap="4" wrap="wrap" justify={{ base: 'center', md: 'start' }}>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/courses">{t('hero.explore')}</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="gray" size="lg">
            <RouterLink to="/contact">{t('hero.contact')}</RouterLink>
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}
