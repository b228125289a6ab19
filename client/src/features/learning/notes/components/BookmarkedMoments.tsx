import { useQuery } from '@apollo/client/react';
import { Box, Button, chakra, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatVideoMoment } from '@coursehub/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { SectionHeading } from '../../../../components/ui/section-heading';
import { BookmarkedMomentsQuery } from '../notesDocuments';

interface BookmarkedMomentsProps {
  lectureId: string;
  onPlay: (seconds: number) => void;
}

/**
 * For admins beside the player: the lecture's most bookmarked moments, each a bar as long as its share of the busiest
 * moment, and pressing it plays from there. Counts only: nothing names a learner.
 */
export function BookmarkedMoments({ lectureId, onPlay }: BookmarkedMomentsProps) {
  const { t } = useTranslation('notes');
  const headingId = useId();
  const { data, error, refetch } = useQuery(BookmarkedMomentsQuery, {
    variables: { lectureId },
    fetchPolicy: 'cache-and-network',
  });
  const moments = data?.bookmarkedMoments;
  const most = Math.max(1, ...(moments ?? []).map((moment) => moment.learners));

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" p="4" layerStyle="surface.panel">
      <SectionHeading id={headingId} size="md" heading={t('moments.heading')} intro={t('moments.lede')} />
      {error && !data ? (
        <RetryNotice size="sm" message={t('failed')} onRetry={refetch} />
      ) : !moments ? (
        <Skeleton h="16" aria-busy="true" aria-label={t('loading')} />
      ) : moments.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('moments.empty')}
        </Text>
      ) : (
        <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="2">
          {moments.map((moment) => (
            <HStack as="li" key={moment.atSeconds} gap="3">
              <Button
                size="xs"
                variant="subtle"
                colorPalette="blue"
                minW="16"
                fontVariantNumeric="tabular-nums"
                aria-label={t('playFrom', { moment: formatVideoMoment(moment.atSeconds) })}
                onClick={() => onPlay(moment.atSeconds)}
              >
                {formatVideoMoment(moment.atSeconds)}
              </Button>
              <Box flex="1" h="2" rounded="full" bg="bg.muted" overflow="hidden" aria-hidden>
                <Box h="full" bg="blue.500" w={`${Math.round((moment.learners / most) * 100)}%`} />
              </Box>
              <Text fontSize="sm" color="fg.muted" minW="20" textAlign="end">
                {t('moments.learners', { count: moment.learners })}
              </Text>
            </HStack>
          ))}
        </chakra.ol>
      )}
    </Stack>
  );
}
