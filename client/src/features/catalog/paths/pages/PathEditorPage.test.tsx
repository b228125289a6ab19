import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { CreatePathMutation, PathCourseChoicesQuery, PathQuery, PathsQuery } from '../pathDocuments';

const node = (id: string, title: string, status: 'DRAFT' | 'PUBLISHED' = 'PUBLISHED') => ({
  __typename: 'CourseEdge' as const,
  node: { __typename: 'Course' as const, id, title, status },
});

const choices = mock({
  request: { query: PathCourseChoicesQuery },
  result: {
    data: {
      courses: {
        __typename: 'CourseConnection' as const,
        edges: [node('c-html', 'HTML Basics'), node('c-react', 'React', 'DRAFT')],
      },
    },
  },
});

describe('PathEditorPage', () => {
  it('checks the fields with the shared rules before asking the server', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/admin/paths/new', session: 'ADMIN', mocks: [choices] });
    await user.click(await screen.findByRole('button', { name: 'Save path' }));
    expect(await screen.findByText('Give the path a title')).toBeInTheDocument();
  });

  it('composes a path: picks courses, orders them, sets the prerequisite and creates it', async () => {
    const user = userEvent.setup();
    const input = {
      title: 'Frontend Developer',
      slug: 'frontend-developer',
      description: 'From HTML to React.',
      outcome: 'Ship a React app.',
      published: true,
      courses: [
        { courseId: 'c-react', requiresPrevious: false },
        { courseId: 'c-html', requiresPrevious: true },
      ],
    };
    const created = mock({
      request: { query: CreatePathMutation, variables: { input } },
      result: { data: { createPath: { __typename: 'Path' as const, id: 'p-1', slug: 'frontend-developer' } } },
    });
    const paths = mock({ request: { query: PathsQuery }, result: { data: { paths: [] } } });
    const landed = mock({
      request: { query: PathQuery, variables: { slug: 'frontend-developer' } },
      error: new Error('not needed'),
    });
    renderApp({ path: '/admin/paths/new', session: 'ADMIN', mocks: [choices, created, paths, landed] });

    const fill = async (label: string, text: string) => {
      await user.click(await screen.findByLabelText(label));
      await user.paste(text);
    };
    await fill('Title', 'Frontend Developer');
    expect(screen.getByLabelText('Address')).toHaveValue('frontend-developer');
    await fill('Description', 'From HTML to React.');
    await fill('Outcome', 'Ship a React app.');
    const picker = screen.getByLabelText('Course to add');
    await user.selectOptions(picker, 'c-html');
    await user.click(screen.getByRole('button', { name: 'Add course' }));
    await user.selectOptions(picker, 'c-react');
    await user.click(screen.getByRole('button', { name: 'Add course' }));

    // A course added after another requires it by default; moved up to first, it has nothing before it to require.
    const list = screen.getByRole('list', { name: 'Courses in order' });
    expect(within(list).getByRole('checkbox', { name: 'Requires the previous course' })).toBeChecked();
    expect(within(list).getByText('Draft')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move React up' }));
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('1. React');
    await user.click(within(rows[1]!).getByRole('checkbox', { name: 'Requires the previous course' }));
    await user.click(screen.getByRole('checkbox', { name: /Published/ }));
    await user.click(screen.getByRole('button', { name: 'Save path' }));

    expect(await screen.findByText('Path created')).toBeInTheDocument();
  });
});
