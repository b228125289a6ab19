import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '../../../app/apollo/errors';
import { courseTexts, failureNotices, loadingNotices, successNotices } from '../../../app/notices';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ContinueWatching } from '../components/ContinueWatching';
import { CourseCard } from '../components/CourseCard';
import { CourseFilters } from '../components/CourseFilters';
import { CourseCatalogQuery, CourseCategoriesQuery } from '../documents';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useLoadNotices } from '../hooks/useLoadNotices';

/** How long the search box waits for typing to stop before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** /courses: the catalogue as a responsive grid of cards, with a debounced search and a category filter. */
export function CoursesPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // With no search or category these are ALL_COURSES, which the route loader preloads: its request is joined or reused.
  const variables = { search: debouncedSearch || null, category: category || null };

  const { data, previousData, loading, error } = useQuery(CourseCatalogQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const categories = useQuery(CourseCategoriesQuery);
  // Notices for the catalogue load (spec: 'Loading course data ...'); filtering is quiet unless it fails.
  const filtered = Boolean(variables.search || variables.category);
  useLoadNotices(
    { loading, error },
    { loading: loadingNotices.loadCourses, success: successNotices.coursesLoaded, failure: failureNotices.courseList },
    !filtered,
  );

  const courses = (data ?? previousData)?.courses;

  return (
    <Stack gap="8">
      <PageHeading>Explore the courses made by industry experts</PageHeading>
      <ContinueWatching />
      <CourseFilters
        search={search}
        onSearch={setSearch}
        category={category}
        onCategory={setCategory}
        categories={categories.data?.categories ?? []}
      />
      {!courses ? (
        loading ? (
          <PageSpinner label="Loading courses" />
        ) : error ? (
          <Text textAlign="center" color="red.700" py="10" role="alert">
            {errorMessage(error, failureNotices.courseList)}
          </Text>
        ) : null
      ) : courses.length === 0 ? (
        <Text textAlign="center" color="gray.700" py="10" role="status">
          {filtered ? courseTexts.noCourses : courseTexts.noCoursesYet}
        </Text>
      ) : (
        <SimpleGrid
          as="ul"
          aria-label="Courses"
          aria-busy={loading}
          listStyleType="none"
          columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }}
          gap="6"
        >
          {courses.map((course, index) => (
            <li key={course.id}>
              <CourseCard course={course} priority={index === 0} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
