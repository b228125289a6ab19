import { Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTokens } from '../../components/charts/chartTheme';
import { RetentionChart } from '../../components/charts/RetentionChart';
import { FilterField, FilterInput } from '../../components/ui/filter-field';
import { formatLocale, useFormat } from '../../i18n/format';
import { describeSeconds } from './analyticsTexts';
import { type DropOffPoint, DropOffPoints } from './DropOffPoints';

export interface LectureRetention {
  id: string;
  title: string;
  retention: {
    sessions: number;
    durationSeconds: number;
    averagePercentWatched: number;
    replaySeconds: number;
    earlyStops: number;
    points: { second: number; share: number }[];
    dropOffs: DropOffPoint[];
  } | null;
}

/** A share (0.667) as a percentage in the reader's language ('66.7%'). */
export const percent = (share: number, language: string) =>
  new Intl.NumberFormat(formatLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(share);

/** One lecture's retention at a time, chosen from the course's lectures, with its figures beside the curve. */
export function LectureRetentionPanel({ lectures }: { lectures: readonly LectureRetention[] }) {
  const { t } = useTranslation('admin');
  const { number, language } = useFormat();
  const [chosen, setChosen] = useState(lectures[0]?.id ?? '');
  const { token } = useTokens();
  const lecture = lectures.find((item) => item.id === chosen) ?? lectures[0];
  if (!lecture) return null;
  const retention = lecture.retention;
  return (
    <Stack gap="4">
      <FilterField label={t('analytics.lecture')} maxW="md">
        {(id) => (
          <FilterInput asChild appearance="auto" cursor="pointer" size="sm">
            <select id={id} value={lecture.id} onChange={(event) => setChosen(event.currentTarget.value)}>
              {lectures.map((item, index) => (
                <option key={item.id} value={item.id}>
                  {t('analytics.lectureOption', { position: number(index + 1), title: item.title })}
                </option>
              ))}
            </select>
          </FilterInput>
        )}
      </FilterField>
      {retention?.sessions ? (
        <Stack gap="5">
          <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align={{ lg: 'center' }}>
            <RetentionChart
              title={t('analytics.retentionOf', { title: lecture.title })}
              desc={t('analytics.retentionHint')}
              points={retention.points}
              dropOffs={retention.dropOffs}
              durationSeconds={retention.durationSeconds}
              color={token('colors.brand.fg', '#713f12')}
              markColor={token('colors.fg.error', '#991919')}
            />
            <Stack as="dl" gap="3" minW="48" fontSize="sm">
              <Figure label={t('analytics.sessions')} value={number(retention.sessions)} />
              <Figure
                label={t('analytics.averageWatched')}
                value={percent(retention.averagePercentWatched / 100, language)}
              />
              <Figure label={t('analytics.replayed')} value={describeSeconds(t, retention.replaySeconds)} />
              <Figure label={t('analytics.earlyStops')} value={number(retention.earlyStops)} />
            </Stack>
          </Flex>
          <DropOffPoints dropOffs={retention.dropOffs} />
        </Stack>
      ) : (
        <Text color="fg.muted">{t('analytics.noViews')}</Text>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" fontSize="md">
        {value}
      </Text>
    </Stack>
  );
}
