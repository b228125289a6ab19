import { skipToken, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  Field,
  Flex,
  Heading,
  Input,
  Link,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { FiDownload } from 'react-icons/fi';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BarChart } from '../../../components/charts/BarChart';
import { useTokens } from '../../../components/charts/chartTheme';
import { DataTable } from '../../../components/DataTable';
import { PageHeading } from '../../../components/ui/page-heading';
import { DashboardSkeleton } from '../../../components/ui/screen-skeletons';
import { graphql } from '../../../gql';
import { editCoursePath } from '../../courses/editPaths';
import { StatCounter } from '../components/StatCounter';
import { ANALYTICS_TEXTS, defaultRange, describeSeconds } from './analyticsTexts';
import { LectureRetentionPanel } from './LectureRetentionPanel';

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

/** The quiz table's columns: the name, then counts and a rate, right-aligned under right-aligned headers. */
const QUIZ_COLUMNS = ['Quiz', 'Attempts', 'Passed', 'Pass rate'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const asInstant = (day: string) => `${day}T00:00:00.000Z`;

/** /course/analytics?id=…&from=…&to=… (ADMIN): a course's funnel, drop-offs, retention and quiz pass rates. */
export function CourseAnalyticsPage() {
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
  if (!course && loading) return <DashboardSkeleton label={ANALYTICS_TEXTS.loading} />;
  if (!course || !analytics) {
    return (
      <Text role="alert" color="fg.error" textAlign="center">
        {error ? ANALYTICS_TEXTS.failure : 'No course has this address.'}
      </Text>
    );
  }
  const csvUrl = `/api/v1/courses/${course.id}/analytics.csv?${new URLSearchParams({ from, to })}`;
  const funnel = [
    { label: ANALYTICS_TEXTS.started, value: analytics.started },
    ...analytics.funnel.map((step) => ({ label: `L${step.position}`, value: step.viewers })),
    { label: ANALYTICS_TEXTS.finished, value: analytics.finished },
  ];
  return (
    <Stack gap="8" maxW="7xl" mx="auto" w="full" aria-busy={loading}>
      <Stack gap="1" align="center">
        <PageHeading>{ANALYTICS_TEXTS.title}</PageHeading>
        <Text fontSize="lg" fontWeight="semibold" textAlign="center">
          {course.title}
        </Text>
        <Flex gap="4" fontSize="sm">
          <Link asChild color="brand.fg">
            <RouterLink to="/admin/dashboard">{ANALYTICS_TEXTS.back}</RouterLink>
          </Link>
          <Link asChild color="brand.fg">
            <RouterLink to={editCoursePath(course.id)}>{ANALYTICS_TEXTS.edit}</RouterLink>
          </Link>
        </Flex>
      </Stack>
      <Flex gap="4" align="end" wrap="wrap" justify="space-between">
        <Flex gap="3" wrap="wrap">
          <Field.Root w="44">
            <Field.Label>{ANALYTICS_TEXTS.from}</Field.Label>
            <Input type="date" value={from} max={to} onChange={(event) => setDay('from', event.currentTarget.value)} />
          </Field.Root>
          <Field.Root w="44">
            <Field.Label>{ANALYTICS_TEXTS.to}</Field.Label>
            <Input type="date" value={to} min={from} onChange={(event) => setDay('to', event.currentTarget.value)} />
          </Field.Root>
        </Flex>
        <Button asChild colorPalette="brand" variant="outline">
          <a href={csvUrl} download>
            <FiDownload aria-hidden /> {ANALYTICS_TEXTS.exportCsv}
          </a>
        </Button>
      </Flex>
      <Card.Root>
        <Card.Body>
          <Flex as="dl" gap="6" justify="space-around" wrap="wrap">
            <StatCounter label={ANALYTICS_TEXTS.started} value={String(analytics.started)} />
            <StatCounter label={ANALYTICS_TEXTS.finished} value={String(analytics.finished)} />
            <StatCounter
              label={ANALYTICS_TEXTS.medianTime}
              value={
                analytics.medianSecondsToComplete === null ? '—' : describeSeconds(analytics.medianSecondsToComplete)
              }
              hint={analytics.medianSecondsToComplete === null ? ANALYTICS_TEXTS.noFinishers : undefined}
            />
          </Flex>
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section title={ANALYTICS_TEXTS.funnel} hint={ANALYTICS_TEXTS.funnelDesc}>
          <BarChart
            title={ANALYTICS_TEXTS.funnel}
            desc={ANALYTICS_TEXTS.funnelDesc}
            data={funnel}
            color={token('colors.brand.fg', '#713f12')}
            labelHeader="Step"
            valueHeader="Learners"
          />
        </Section>
        <Section title={ANALYTICS_TEXTS.mostDropped} hint={ANALYTICS_TEXTS.mostDroppedHint}>
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
                        {Math.round(lecture.share * 100)}%
                      </Text>
                    </Flex>
                    <Progress.Track my="1" aria-label={`${lecture.title}: ${Math.round(lecture.share * 100)}% dropped`}>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                  <Text fontSize="xs" color="fg.muted">
                    {lecture.earlyStops} of {lecture.sessions} viewing sessions
                  </Text>
                </li>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">{ANALYTICS_TEXTS.noDrops}</Text>
          )}
        </Section>
      </SimpleGrid>
      <Section title={ANALYTICS_TEXTS.retention} hint={ANALYTICS_TEXTS.retentionHint}>
        <LectureRetentionPanel
          lectures={course.lectures.map((item) => ({
            id: item.id,
            title: item.title,
            retention: item.lecture?.retention ?? null,
          }))}
        />
      </Section>
      {analytics.quizzes.length ? (
        <Section title={ANALYTICS_TEXTS.quizzes}>
          <DataTable
            caption={ANALYTICS_TEXTS.quizzes}
            columns={QUIZ_COLUMNS}
            headerProps={(column) => (column === 'Quiz' ? undefined : { textAlign: 'end' })}
          >
            {analytics.quizzes.map((quiz) => (
              <Table.Row key={quiz.quizId}>
                <Table.Cell>{quiz.title}</Table.Cell>
                <Table.Cell textAlign="end">{quiz.attempts}</Table.Cell>
                <Table.Cell textAlign="end">{quiz.passed}</Table.Cell>
                <Table.Cell textAlign="end">{Math.round(quiz.passRate * 100)}%</Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        </Section>
      ) : null}
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {ANALYTICS_TEXTS.freshness}
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
