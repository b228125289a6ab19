import { skipToken, useQuery } from '@apollo/client/react';
import { Card, Field, Flex, Heading, Input, Link, Progress, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BarChart } from '../../components/charts/BarChart';
import { useTokens } from '../../components/charts/chartTheme';
import { DataTable } from '../../components/DataTable';
import { StatCounter } from '../../components/StatCounter';
import { DownloadButton } from '../../components/ui/download-button';
import { PageHeading } from '../../components/ui/page-heading';
import { DashboardSkeleton } from '../../components/ui/screen-skeletons';
import { graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import { editCoursePath } from '../catalog/courses/editPaths';
import { defaultRange, describeSeconds } from './analyticsTexts';
import { LectureRetentionPanel, percent } from './LectureRetentionPanel';

export const CourseAnalyticsPageQuery = graphql(`
  query CourseAnalyticsPageQuery($id: ID!, $from: DateTimeISO, $to: DateTimeISO) {
    course(id: $id) {
      id
      title
      analytics(from: $from, to: $to) {
        from
        to
        started
        finished
        medianSecondsToComplete
        funnel {
          lectureId
          title
          position
          viewers
        }
        mostDropped {
          lectureId
          title
          sessions
          earlyStops
          share
        }
        quizzes {
          quizId
          title
          attempts
          passed
          passRate
        }
      }
      lectures {
        id
        title
        lecture {
          id
          retention(from: $from, to: $to) {
            sessions
            durationSeconds
            averagePercentWatched
            replaySeconds
            earlyStops
            points {
              second
              share
            }
            dropOffs {
              second
              share
              caption
              frameUrl
            }
          }
        }
      }
    }
  }
`);

/** The quiz table's columns: the name, then counts and a rate, end-aligned under end-aligned headers. */
const QUIZ_COLUMNS = ['quiz', 'attempts', 'passed', 'passRate'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const asInstant = (day: string) => `${day}T00:00:00.000Z`;

/** /course/analytics?id=…&from=…&to=… (ADMIN): a course's funnel, drop-offs, retention and quiz pass rates. */
export function CourseAnalyticsPage() {
  const { t } = useTranslation('admin');
  const { number, language } = useFormat();
  const [params, setParams] = useSearchParams();
  const { token } = useTokens();
  const id = params.get('id') ?? '';
  const fallback = defaultRange();
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : fallback.from;
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : fallback.to;
  const { data, loading, error } = useQuery(
    CourseAnalyticsPageQuery,
    id ? { variables: { id, from: asInstant(from), to: asInstant(to) } } : skipToken,
  );
  const setDay = (name: 'from' | 'to', value: string) => {
    if (!DAY.test(value)) return;
    const next = new URLSearchParams(params);
    next.set(name, value);
    setParams(next, { replace: true });
  };
  const course = data?.course;
  const analytics = course?.analytics;
  if (!course && loading) return <DashboardSkeleton label={t('analytics.loading')} />;
  if (!course || !analytics) {
    return (
      <Text role="alert" color="fg.error" textAlign="center">
        {error ? t('analytics.failure') : t('analytics.notFound')}
      </Text>
    );
  }
  const csvUrl = `/api/v1/courses/${course.id}/analytics.csv?${new URLSearchParams({ from, to })}`;
  const funnel = [
    { label: t('analytics.started'), value: analytics.started },
    ...analytics.funnel.map((step) => ({
      label: t('analytics.step', { position: step.position }),
      value: step.viewers,
    })),
    { label: t('analytics.finished'), value: analytics.finished },
  ];
  const quizColumns = QUIZ_COLUMNS.map((column) => t(`analytics.columns.${column}`));
  const median = analytics.medianSecondsToComplete;
  return (
    <Stack gap="8" maxW="7xl" mx="auto" w="full" aria-busy={loading}>
      <Stack gap="1" align="center">
        <PageHeading>{t('analytics.title')}</PageHeading>
        <Text fontSize="lg" fontWeight="semibold" textAlign="center">
          {course.title}
        </Text>
        <Flex gap="4" fontSize="sm">
          <Link asChild color="brand.fg">
            <RouterLink to="/admin/dashboard">{t('analytics.back')}</RouterLink>
          </Link>
          <Link asChild color="brand.fg">
            <RouterLink to={editCoursePath(course.id)}>{t('analytics.edit')}</RouterLink>
          </Link>
        </Flex>
      </Stack>
      <Flex gap="4" align="end" wrap="wrap" justify="space-between">
        <Flex gap="3" wrap="wrap">
          <Field.Root w="44">
            <Field.Label>{t('analytics.from')}</Field.Label>
            <Input type="date" value={from} max={to} onChange={(event) => setDay('from', event.currentTarget.value)} />
          </Field.Root>
          <Field.Root w="44">
            <Field.Label>{t('analytics.to')}</Field.Label>
            <Input type="date" value={to} min={from} onChange={(event) => setDay('to', event.currentTarget.value)} />
          </Field.Root>
        </Flex>
        <DownloadButton href={csvUrl} colorPalette="brand" variant="outline">
          {t('analytics.exportCsv')}
        </DownloadButton>
      </Flex>
      <Card.Root>
        <Card.Body>
          <Flex as="dl" gap="6" justify="space-around" wrap="wrap">
            <StatCounter label={t('analytics.started')} value={number(analytics.started)} />
            <StatCounter label={t('analytics.finished')} value={number(analytics.finished)} />
            <StatCounter
              label={t('analytics.medianTime')}
              value={median === null ? t('revenue.noChurn') : describeSeconds(t, median)}
              hint={median === null ? t('analytics.noFinishers') : undefined}
            />
          </Flex>
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section title={t('analytics.funnel')} hint={t('analytics.funnelDesc')}>
          <BarChart
            title={t('analytics.funnel')}
            desc={t('analytics.funnelDesc')}
            data={funnel}
            color={token('colors.brand.fg', '#713f12')}
            labelHeader={t('analytics.stepHeader')}
            valueHeader={t('learners.heading')}
          />
        </Section>
        <Section title={t('analytics.mostDropped')} hint={t('analytics.mostDroppedHint')}>
          {analytics.mostDropped.length ? (
            <Stack as="ol" gap="4" listStyleType="none">
              {analytics.mostDropped.map((lecture) => (
                <li key={lecture.lectureId}>
                  <Progress.Root
                    recipe={progressSlotRecipe}
                    value={Math.round(lecture.share * 100)}
                    colorPalette="red"
                    size="sm"
                  >
                    <Flex justify="space-between" gap="3">
                      <Progress.Label fontWeight="medium">{lecture.title}</Progress.Label>
                      <Text fontSize="sm" fontWeight="semibold">
                        {percent(Math.round(lecture.share * 100) / 100, language)}
                      </Text>
                    </Flex>
                    <Progress.Track
                      my="1"
                      aria-label={t('analytics.dropped', {
                        title: lecture.title,
                        percent: percent(Math.round(lecture.share * 100) / 100, language),
                      })}
                    >
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                  <Text fontSize="xs" color="fg.muted">
                    {t('analytics.earlyStopsOf', {
                      stops: number(lecture.earlyStops),
                      sessions: number(lecture.sessions),
                    })}
                  </Text>
                </li>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">{t('analytics.noDrops')}</Text>
          )}
        </Section>
      </SimpleGrid>
      <Section title={t('analytics.retention')} hint={t('analytics.retentionHint')}>
        <LectureRetentionPanel
          lectures={course.lectures.map((item) => ({
            id: item.id,
            title: item.title,
            retention: item.lecture?.retention ?? null,
          }))}
        />
      </Section>
      {analytics.quizzes.length ? (
        <Section title={t('analytics.quizzes')}>
          <DataTable
            caption={t('analytics.quizzes')}
            columns={quizColumns}
            headerProps={(column) => (column === quizColumns[0] ? undefined : { textAlign: 'end' })}
          >
            {analytics.quizzes.map((quiz) => (
              <Table.Row key={quiz.quizId}>
                <Table.Cell>{quiz.title}</Table.Cell>
                <Table.Cell textAlign="end">{number(quiz.attempts)}</Table.Cell>
                <Table.Cell textAlign="end">{number(quiz.passed)}</Table.Cell>
                <Table.Cell textAlign="end">{percent(Math.round(quiz.passRate * 100) / 100, language)}</Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        </Section>
      ) : null}
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {t('analytics.freshness')}
      </Text>
    </Stack>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {hint ? (
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
