import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { FiEye, FiTrash2 } from 'react-icons/fi';
import { DataTable } from '../../../components/DataTable';
import { graphql } from '../../../gql';
import type { CoursesOverviewTable_CourseFragment as Course } from '../../../gql/graphql';

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
}

const COLUMNS = [
  'S No',
  'Course Title',
  'Course Category',
  'Instructor',
  'Total Lectures',
  'Description',
  'Actions',
] as const;

/**
 * The actions column stays in view at the right edge while the table scrolls sideways (a phone shows about two
 * columns): opaque so the scrolled cells pass under it, with a rule on its left. Striped rows paint their own
 * background over it (the recipe's odd-row selector wins), which is opaque too.
 */
const stickyActions = {
  position: 'sticky',
  insetInlineEnd: '0',
  zIndex: '1',
  bg: 'bg',
  boxShadow: 'inset 1px 0 0 {colors.border}',
} as const;

type CourseRowProps = Omit<CoursesOverviewTableProps, 'courses'> & { course: CourseRef; number: number };

function CourseRow({ course: ref, number, onView, onDelete, deletingId }: CourseRowProps) {
  const { data: course, complete } = useFragment({ fragment: CoursesOverviewTableFragment, from: ref });
  // Only while a deleted course is leaving the cache, before the list that held it renders again.
  if (!complete) return null;
  return (
    <Table.Row>
      <Table.Cell>{number}</Table.Cell>
      <Table.Cell fontWeight="medium" minW="40">
        {course.title}
      </Table.Cell>
      <Table.Cell>{course.category}</Table.Cell>
      <Table.Cell>{course.createdBy}</Table.Cell>
      <Table.Cell textAlign="center">{course.numberOfLectures}</Table.Cell>
      <Table.Cell maxW="xs">
        <Text lineClamp={2} title={course.description}>
          {course.description}
        </Text>
      </Table.Cell>
      <Table.Cell {...stickyActions}>
        <HStack gap="2">
          <IconButton
            aria-label={`View ${course.title}`}
            size="sm"
            variant="subtle"
            colorPalette="green"
            onClick={() => onView(course)}
          >
            <FiEye />
          </IconButton>
          <IconButton
            aria-label={`Delete ${course.title}`}
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

/** The Courses Overview table: one row per course, with view and delete buttons always in reach. */
export function CoursesOverviewTable({ courses, ...actions }: CoursesOverviewTableProps) {
  return (
    <DataTable
      caption="Courses Overview"
      columns={COLUMNS}
      headerProps={(column) => (column === 'Actions' ? stickyActions : undefined)}
      striped
    >
      {courses.map((course, index) => (
        <CourseRow key={course.id} course={course} number={index + 1} {...actions} />
      ))}
    </DataTable>
  );
}
