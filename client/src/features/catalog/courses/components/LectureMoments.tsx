import { useQuery } from '@apollo/client/react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDuration } from '../../../../components/format/formatDuration';
import { graphql } from '../../../../gql';
import { withQuery } from '../../../../shared/coursePaths';

export const LectureMomentsQuery = graphql(`
  query LectureMomentsQuery($query: String!, $first: Int) {
    searchTranscripts(query: $query, first: $first) {
      courseId
      courseTitle
      lectureId
      lecturePosition
      lectureTitle
      startSeconds
      snippet
    }
  }
`);

/** How many moments the catalogue shows under a search. */
export const MOMENTS_SHOWN = 5;

/** The lecture screen at the moment: a shareable address that starts there (`&t=` whole seconds). */
export const momentPath = (moment: { courseId: string; lectureId: string; startSeconds: number }) =>
  withQuery('/course/displaylecture', {
    course: moment.courseId,
    lecture: moment.lectureId,
    t: String(Math.floor(moment.startSeconds)),
  });

/**
 * Under a catalogue search: the moments of lectures where its words were said (from their captions), each a link
 * that opens the lecture there. Anyone sees that a moment matches; playing it follows the lecture's rule. Nothing
 * when no lecture said them (or while, or if, they cannot be loaded: the courses found are the page's answer).
 */
export function LectureMoments({ search }: { search: string }) {
  const { t } = useTranslation('courses');
  const headingId = useId();
  const { data } = useQuery(LectureMomentsQuery, { variables: { query: search, first: MOMENTS_SHOWN } });
  const moments = data?.searchTranscripts ?? [];
  if (moments.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" id={headingId} mb="3">
        {t('moments.heading')}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none">
        {moments.map((moment) => (
          <Stack as="li" key={`${moment.lectureId}-${moment.startSeconds}`} gap="0.5">
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={momentPath(moment)}>
                {moment.courseTitle} ·{' '}
                {t('moments.where', {
                  position: moment.lecturePosition,
                  title: moment.lectureTitle,
                  // Whole seconds down, as the link's `t`: the time shown is the time the lecture opens at.
                  time: formatDuration(Math.floor(moment.startSeconds)),
                })}
              </RouterLink>
            </Link>
            <Text textStyle="sm" color="fg.muted" lineClamp={2}>
              {t('moments.snippet', { snippet: moment.snippet })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
