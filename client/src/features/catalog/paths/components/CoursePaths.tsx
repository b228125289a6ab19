import { useQuery } from '@apollo/client/react';
import { HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiMap } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { CoursePathsQuery } from '../pathDocuments';

/** "Part of <path>" on a course's page: a link to each learning path the course belongs to; nothing when none. */
export function CoursePaths({ courseId }: { courseId: string }) {
  const { t } = useTranslation('paths');
  const { data } = useQuery(CoursePathsQuery, { variables: { id: courseId } });
  const paths = data?.course.paths ?? [];
  if (!paths.length) return null;
  return (
    <HStack gap="3" wrap="wrap" fontSize="sm">
      {paths.map((path) => (
        <Link asChild key={path.id} color="brand.fg" fontWeight="medium">
          <RouterLink to={`/paths/${path.slug}`}>
            <FiMap aria-hidden />
            {t('partOf', { title: path.title })}
          </RouterLink>
        </Link>
      ))}
    </HStack>
  );
}
