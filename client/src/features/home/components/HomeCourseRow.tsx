import type { FragmentType } from '@apollo/client';
import { Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CourseCard, type CourseCardFragment } from '../../courses/components/CourseCard';
import { HOME_TEXTS } from '../homeTexts';

interface HomeCourseRowProps {
  id: string;
  title: string;
  lead: string;
  courses: readonly ({ id: string } & FragmentType<typeof CourseCardFragment>)[];
}

/** A titled row of catalogue cards with a link to the whole catalogue; nothing when there are no courses. */
export function HomeCourseRow({ id, title, lead, courses }: HomeCourseRowProps) {
  if (courses.length === 0) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby={id}>
      <Flex justify="space-between" align="end" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" size="xl" id={id}>
            {title}
          </Heading>
          <Text color="gray.700">{lead}</Text>
        </Stack>
        <Link asChild color="yellow.800" fontWeight="semibold">
          <RouterLink to="/courses">{HOME_TEXTS.seeAll}</RouterLink>
        </Link>
      </Flex>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
