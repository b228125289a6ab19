import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { freezeClock } from '../../../test/clock';
import { courseProgressMock } from '../../../test/courseFixtures';
import {
  COURSES,
  course,
  coursesPage,
  dashboardMock,
  renderDashboard,
  stats,
  TODAY,
  YEAR,
} from '../../../test/dashboardFixtures';
import { mock } from '../../../test/mocks';
import { DeleteCourseMutation } from '../../catalog/courses/mutations/useDeleteCourseMutation';
import { CourseLecturesQuery } from '../../media/lectures/documents';
import { AdminCoursesPageQuery, OVERVIEW_PAGE_SIZE } from '../documents';

/** Presses a row's delete button and answers Delete in the confirmation dialog. */
async function deleteConfirmed(user: UserEvent, title: string) {
  await user.click(await screen.findByRole('button', { name: `Delete ${title}` }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete course' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('AdminDashboardPage: the Courses Overview', () => {
  freezeClock(TODAY);

  it('lists the courses in the Courses Overview table', async () => {
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Courses Overview' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'S No',
      'Course Title',
      'Course Category',
      'Instructor',
      'Total Lectures',
      'Description',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      '1',
      'React Basics',
      'Web Development',
      'Grace Hopper',
      '3',
      'What React Basics teaches',
    ]);
    expect(within(rows[1]!).getByRole('button', { name: 'View Python for Data' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Delete Python for Data' })).toBeInTheDocument();
  });

  it('opens the lecture screen with the whole course when a view button is pressed', async () => {
    // What the lecture screen asks for as it opens: the course's lectures (none yet) and the admin's progress in it.
    const { user, router } = renderDashboard([
      dashboardMock(),
      mock({
        request: { query: CourseLecturesQuery, variables: { courseId: 'c1' } },
        result: { data: { lectures: [] } },
      }),
      courseProgressMock(0, 0, null, 'c1'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'View React Basics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/displaylecture'));
    expect(router.state.location.search).toBe('?course=c1');
    const { __typename: _, ...record } = COURSES[0]!;
    expect(router.state.location.state).toEqual({ course: record });
  });

  it('goes to /course/create from Create New Course', async () => {
    const { user, router } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Create New Course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/create'));
  });

  it('asks in the styled dialog with the exact spec text before deleting, and does nothing when declined', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete React Basics' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete course' });
    // Exact, trailing space included (toHaveTextContent would normalise it away).
    expect(within(dialog).getByText(/Are you sure/).textContent).toBe('Are you sure you want to delete the course ? ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.queryByText('Deleting Course ...')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'React Basics' })).toBeInTheDocument();
  });

  it('deletes a confirmed course and takes its row out from the cache, without reloading', async () => {
    const deleted = vi.fn(() => ({
      data: { deleteCourse: { __typename: 'DeleteCoursePayload' as const, id: 'c1' } },
    }));
    const { user } = renderDashboard([
      dashboardMock(),
      mock({ request: { query: DeleteCourseMutation, variables: { id: 'c1' } }, result: deleted }),
    ]);
    await deleteConfirmed(user, 'React Basics');
    expect(await screen.findByText('Course Deleted Successfully')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'React Basics' })).not.toBeInTheDocument());
    const rows = within(screen.getByRole('table', { name: 'Courses Overview' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('1');
  });

  it("lists the next page of courses with 'Load more courses', asking for no stats, and counts what is shown", async () => {
    const rust = course(3, 'Rust');
    const { user } = renderDashboard([
      dashboardMock(YEAR, { courses: coursesPage(COURSES, { totalCount: 3, hasNextPage: true }), stats: stats() }),
      mock({
        request: { query: AdminCoursesPageQuery, variables: { first: OVERVIEW_PAGE_SIZE, after: 'cursor-c2' } },
        result: { data: { courses: coursesPage([rust], { totalCount: 3 }) } },
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Courses Overview' });
    expect(screen.getByText('Showing 2 of 3 courses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more courses' }));
    expect(await within(table).findByRole('cell', { name: 'Rust' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(screen.getByText('3 courses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more courses' })).not.toBeInTheDocument();
  });

  it("shows the server's message, else 'Failed to delete the course', when a delete fails", async () => {
    const { user } = renderDashboard([
      dashboardMock(),
      mock({ request: { query: DeleteCourseMutation, variables: { id: 'c1' } }, error: new Error('socket hang up') }),
    ]);
    await deleteConfirmed(user, 'React Basics');
    expect(await screen.findByText('Failed to delete the course')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'React Basics' })).toBeInTheDocument();
  });

  it("shows the server's message when it refuses a delete", async () => {
    const { user } = renderDashboard([
      dashboardMock(),
      mock({
        request: { query: DeleteCourseMutation, variables: { id: 'c2' } },
        result: { errors: [{ message: 'Course not found', extensions: { code: 'NOT_FOUND' } }] },
      }),
    ]);
    await deleteConfirmed(user, 'Python for Data');
    expect(await screen.findByText('Course not found')).toBeInTheDocument();
  });
});
