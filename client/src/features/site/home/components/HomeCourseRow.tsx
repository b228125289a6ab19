import type { FragmentType } from '@apollo/client';
import { Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CourseCard, type CourseCardFragment } from '../../../catalog/courses/components/CourseCard';

interface HomeCourseRowProps {
  id: string;
  title: string;
  lead: string;
  courses: readonly ({ id: string } & FragmentType<typeof CourseCardFragment>)[];
  /** The first card is the page's largest paint (the featured row's, on a phone): loaded eagerly, first. */
  leadsPage?: boolean;
}

/** A titled row of catalogue cards with a link to the whole catalogue; nothing when there are no courses. */
export function HomeCourseRow({ id, title, lead, courses, leadsPage = false }: HomeCourseRowProps) {
  const { t } = useTranslation('home');
  if (courses.length === 0) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby={id}>
      <Flex justify="space-between" align="end" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" textStyle="heading.section" id={id}>
            {title}
          </Heading>
          <Text color="fg.muted">{lead}</Text>
        </Stack>
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/courses">{t('seeAll')}</RouterLink>
        </Link>
      </Flex>
      {/* On a phone a row scrolls sideways, a card and a bit of the next in view; from lg the four cards fit. */}
      <Grid
        as="ul"
        listStyleType="none"
        gap={{ base: '4', lg: '6' }}
        gridAutoFlow={{ base: 'column', lg: 'row' }}
        gridAutoColumns={{ base: '80%', sm: '45%' }}
        gridTemplateColumns={{ lg: 'repeat(4, minmax(0, 1fr))' }}
        overflowX={{ base: 'auto', lg: 'visible' }}
        scrollSnapType="x mandatory"
        pb={{ base: '2', lg: '0' }}
      >
        {courses.map((course, index) => (
          <Stack as="li" key={course.id} scrollSnapAlign="start">
            <CourseCard course={course} priority={leadsPage && index === 0} />
          </Stack>
        ))}
      </Grid>
    </Stack>
  );
}
