import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { Button, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FiBarChart2, FiEdit2, FiEye, FiTrash2 } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { DataTable, stickyEndColumn } from '../../../../components/DataTable';
import { graphql } from '../../../../gql';
import type { CoursesOverviewTable_CourseFragment as Course } from '../../../../gql/graphql';
import { useFormat } from '../../../../i18n/format';
import { catalogueCountText } from '../catalogueCount';
import { courseAnalyticsPath, editCoursePath } from '../editPaths';

/**
 * The lectures still processing (or that failed) in every course, for the Courses Overview table's processing state.
 * Apart from AdminDashboardQuery: it is polled while a lecture processes, and the dashboard's request keeps its SQL
 * budget.
 */
export const DashboardProcessingQuery = graphql(`
  query DashboardProcessingQuery {
    unpublishedLectures {
      id
      courseId
      status
      processingProgress
    }
  }
`);

/** How often the table asks again while a lecture is processing. */
export const DASHBOARD_PROCESSING_POLL_MS = 3000;

/** One course's lectures that are not READY: how many process (and their mean progress), how many failed. */
export interface CourseProcessing {
  processing: number;
  percent: number;
  failed: number;
}

/** 'Processing 1 lecture · 37%', '2 lectures failed', or both; `percent` as the screen writes numbers. */
export function describeProcessing(
  t: TFunction<'admin'>,
  { processing, percent, failed }: CourseProcessing,
  formattedPercent: string = String(percent),
): string {
  const running = processing ? t('coursesOverview.processing', { count: processing, percent: formattedPercent }) : '';
  const broken = failed ? t('coursesOverview.failed', { count: failed }) : '';
  return running && broken
    ? t('coursesOverview.processingAndFailed', { processing: running, failed: broken })
    : running || broken;
}

/** A row: what the table shows. The view button passes this record along to the lecture screen. */
export const CoursesOverviewTableFragment = graphql(`
  fragment CoursesOverviewTable_course on Course {
    id
    title
    category
    createdBy
    numberOfLectures
    description
  }
`);

type CourseRef = FragmentType<typeof CoursesOverviewTableFragment>;

interface CoursesOverviewTableProps {
  /** The dashboard's courses: each with its id (the key) and this table's fragment. */
  courses: readonly (CourseRef & { id: string })[];
  onView: (course: Course) => void;
  onDelete: (course: Course) => void;
  /** The course being deleted, if any: its delete button shows a spinner. */
  deletingId?: string | null;
  /** How many courses there are in all, and 'Load more courses' for the next page while some are not listed. */
  more?: CoursesOverviewMore;
}

export interface CoursesOverviewMore {
  totalCount: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
}

/** The spec's columns, named by `coursesOverview.columns` ('S No', 'Course Title', ... in English). */
const COLUMNS = ['number', 'title', 'category', 'instructor', 'lectures', 'description', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

/** Counts are right-aligned, their headers too. */
const NUMERIC_COLUMNS: readonly Column[] = ['number', 'lectures'];

const headerPropsOf = (column: Column | undefined) => {
  if (column === 'actions') return stickyEndColumn;
  return column && NUMERIC_COLUMNS.includes(column) ? ({ textAlign: 'end' } as const) : undefined;
};

type CourseRowProps = Omit<CoursesOverviewTableProps, 'courses' | 'more'> & {
  course: CourseRef;
  number: number;
  processing: CourseProcessing | undefined;
};

function CourseRow({ course: ref, number, onView, onDelete, deletingId, processing }: CourseRowProps) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { data: course, complete } = useFragment({ fragment: CoursesOverviewTableFragment, from: ref });
  // Only while a deleted course is leaving the cache, before the list that held it renders again.
  if (!complete) return null;
  // The row's actions that are pages of their own, between View and Delete.
  const links = [
    {
      to: courseAnalyticsPath(course.id),
      label: t('coursesOverview.analytics', { title: course.title }),
      palette: 'brand',
      icon: <FiBarChart2 />,
    },
    {
      to: editCoursePath(course.id),
      label: t('coursesOverview.edit', { title: course.title }),
      palette: 'gray',
      icon: <FiEdit2 />,
    },
  ];
  return (
    <Table.Row>
      <Table.Cell textAlign="end">{number}</Table.Cell>
      <Table.Cell minW="40">
        <Stack gap="0.5">
          <Text fontWeight="medium">{course.title}</Text>
          {processing ? (
            <Text fontSize="xs" color={processing.processing ? 'brand.fg' : 'fg.error'}>
              {describeProcessing(t, processing, format.number(processing.percent))}
            </Text>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell>{course.category}</Table.Cell>
      <Table.Cell>{course.createdBy}</Table.Cell>
      <Table.Cell textAlign="end">{course.numberOfLectures}</Table.Cell>
      <Table.Cell maxW="xs">
        <Text lineClamp={2} title={course.description}>
          {course.description}
        </Text>
      </Table.Cell>
      <Table.Cell {...stickyEndColumn}>
        <HStack gap="2">
          <IconButton
            aria-label={t('coursesOverview.view', { title: course.title })}
            size="sm"
            variant="subtle"
            colorPalette="green"
            onClick={() => onView(course)}
          >
            <FiEye />
          </IconButton>
          {links.map((link) => (
            <IconButton
              key={link.to}
              asChild
              aria-label={link.label}
              size="sm"
              variant="subtle"
              colorPalette={link.palette}
            >
              <RouterLink to={link.to}>{link.icon}</RouterLink>
            </IconButton>
          ))}
          <IconButton
            aria-label={t('coursesOverview.delete', { title: course.title })}
            size="sm"
            variant="subtle"
            colorPalette="red"
            loading={deletingId === course.id}
            disabled={Boolean(deletingId)}
            onClick={() => onDelete(course)}
          >
            <FiTrash2 />
          </IconButton>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The lectures not READY yet, by course. While one processes, asked again every DASHBOARD_PROCESSING_POLL_MS (the
 * progress moves live), and no more once none does.
 */
function useCourseProcessing(): ReadonlyMap<string, CourseProcessing> {
  const { data, startPolling, stopPolling } = useQuery(DashboardProcessingQuery, { fetchPolicy: 'cache-and-network' });
  const lectures = data?.unpublishedLectures;
  const anyProcessing = Boolean(lectures?.some((lecture) => lecture.status === 'PROCESSING'));
  useEffect(() => {
    if (!anyProcessing) return;
    startPolling(DASHBOARD_PROCESSING_POLL_MS);
    return () => stopPolling();
  }, [anyProcessing, startPolling, stopPolling]);
  return useMemo(() => {
    const byCourse = new Map<string, CourseProcessing & { total: number }>();
    for (const lecture of lectures ?? []) {
      const course = byCourse.get(lecture.courseId) ?? { processing: 0, percent: 0, failed: 0, total: 0 };
      if (lecture.status === 'PROCESSING') {
        course.processing += 1;
        course.total += lecture.processingProgress ?? 0;
        course.percent = Math.round(course.total / course.processing);
      } else if (lecture.status === 'FAILED') {
        course.failed += 1;
      }
      byCourse.set(lecture.courseId, course);
    }
    return byCourse;
  }, [lectures]);
}

/**
 * The Courses Overview table: one row per course, with view and delete buttons always in reach, and under a course's
 * title its lectures still processing ('Processing 1 lecture · 37%', live) or failed.
 */
export function CoursesOverviewTable({ courses, more, ...actions }: CoursesOverviewTableProps) {
  const { t } = useTranslation('admin');
  const processing = useCourseProcessing();
  const labels = COLUMNS.map((column) => t(`coursesOverview.columns.${column}`));
  const headerProps = (label: string) => headerPropsOf(COLUMNS[labels.indexOf(label)]);
  return (
    <Stack gap="4">
      <DataTable caption={t('dashboard.coursesOverview')} columns={labels} headerProps={headerProps} striped>
        {courses.map((course, index) => (
          <CourseRow
            key={course.id}
            course={course}
            number={index + 1}
            processing={processing.get(course.id)}
            {...actions}
          />
        ))}
      </DataTable>
      {more ? <MoreCourses shown={courses.length} {...more} /> : null}
    </Stack>
  );
}

/** Under the table: 'Showing 24 of 130 courses', and 'Load more courses' while some are not listed. */
function MoreCourses({
  shown,
  totalCount,
  hasMore,
  loading,
  failed,
  loadMore,
}: CoursesOverviewMore & { shown: number }) {
  const { t } = useTranslation('admin');
  const { t: tCourses } = useTranslation('courses');
  return (
    <Stack align="center" gap="3">
      <Text role="status" color="fg.muted" fontSize="sm">
        {catalogueCountText(tCourses, shown, totalCount)}
      </Text>
      {failed ? (
        <Text role="alert" color="fg.error">
          {t('coursesOverview.loadMoreFailed')}
        </Text>
      ) : null}
      {hasMore ? (
        <Button colorPalette="brand" variant="outline" loading={loading} onClick={loadMore}>
          {t('coursesOverview.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
