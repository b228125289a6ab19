import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReviewPageQueryQuery } from '../../../../gql/graphql';
import { useFormat } from '../../../../i18n/format';

interface ReviewStatsPanelProps {
  stats: ReviewPageQueryQuery['reviewStats'];
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap="1" layerStyle="surface.panel" p="4">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {value}
      </Text>
      {hint ? (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The learner's numbers: due now, questions kept, and the share retained after a day or more. */
export function ReviewStatsPanel({ stats }: ReviewStatsPanelProps) {
  const { t } = useTranslation('review');
  const format = useFormat();
  const retained = stats.retentionPercent;
  return (
    <Stack as="section" aria-labelledby="review-stats" gap="3">
      <Text as="h2" id="review-stats" fontWeight="semibold" fontSize="lg">
        {t('stats.heading')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Figure label={t('stats.dueNow')} value={format.number(stats.dueNow)} />
        <Figure label={t('stats.cards')} value={format.number(stats.cards)} />
        <Figure
          label={t('stats.retention')}
          value={retained === null ? t('stats.notMeasured') : `${format.number(retained)}%`}
          hint={retained === null ? undefined : t('stats.retentionHint', { count: stats.reviewsCounted })}
        />
      </SimpleGrid>
    </Stack>
  );
}
