import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coursePageMocks, makeCourse } from '../../../../test/courseFixtures';
import { pngFile } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { ManagedCategoriesQuery } from '../documents';
import { UpdateCourseMutation } from '../mutations/useUpdateCourseMutation';
import { EditCoursePageQuery } from './EditCoursePage';

const course = makeCourse({ id: 'c-node', title: 'Node Basics', category: 'Backend', createdBy: 'Jane Mentor' });
const categories: Mocks[number] = mock({
  request: { query: ManagedCategoriesQuery },
  result: { data: { managedCategories: [{ __typename: 'Category', name: 'Backend', courseCount: 1 }] } },
  maxUsageCount: 5,
});
const loaded: Mocks[number] = mock({
  request: { query: EditCoursePageQuery, variables: { id: 'c-node' } },
  result: {
    data: {
      course: {
        __typename: 'Course',
        id: course.id,
        title: course.title,
        description: course.description,
        category: course.category,
        createdBy: course.createdBy,
        language: 'hi',
        thumbnailUrl: course.thumbnailUrl,
        subtitle: null,
        outcomes: ['Streams'],
        requirements: [],
        instructorBio: null,
        instructorAvatarUrl: '/media/images/thumbnails/jane.png',
        requireVerifiedViewing: false,
      },
    },
  },
});
const fields = {
  title: 'Node in Depth',
  description: course.description,
  category: course.category,
  createdBy: course.createdBy,
  language: 'hi',
  subtitle: null,
  outcomes: ['Streams'],
  requirements: [],
  instructorBio: null,
};
const updated = (thumbnailUrl = course.thumbnailUrl) => ({
  data: { updateCourse: { ...course, ...fields, thumbnailUrl, instructorAvatarUrl: null } },
});

async function renderEdit(mocks: Mocks = []) {
  const view = renderApp({ path: '/course/edit?id=c-node', session: 'ADMIN', mocks: [categories, loaded, ...mocks] });
  await screen.findByRole('heading', { name: 'Edit Course' });
  const rename = async (title: string) => {
    await view.user.clear(screen.getByLabelText('Title'));
    if (title) await view.user.type(screen.getByLabelText('Title'), title);
  };
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save Changes' }));
  return { ...view, rename, save };
}

describe('EditCoursePage', () => {
  it("opens with the course's fields filled in, its current thumbnail and teacher's photo", async () => {
    await renderEdit();
    expect(screen.getByLabelText('Title')).toHaveValue('Node Basics');
    expect(screen.getByLabelText('Instructor')).toHaveValue('Jane Mentor');
    expect(screen.getByLabelText('Category')).toHaveValue('Backend');
    expect(screen.getByLabelText('Description')).toHaveValue(course.description);
    expect(screen.getByRole('img', { name: 'Current thumbnail' })).toHaveAttribute('src', course.thumbnailUrl);
    expect(screen.getByAltText("Current teacher's photo")).toHaveAttribute('src', '/media/images/thumbnails/jane.png');
  });

  it('saves the fields without a new thumbnail, notifies and opens the description page', async () => {
    const { rename, save, router } = await renderEdit([
      mock({
        request: {
          query: UpdateCourseMutation,
          variables: { id: 'c-node', input: fields, thumbnail: null, instructorAvatar: null },
        },
        result: updated(),
      }),
      // The description page it opens.
      ...coursePageMocks('c-node'),
    ]);
    await rename('Node in Depth');
    await save();
    expect(await screen.findByText('Course updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/description'));
    expect(router.state.location.search).toBe('?id=c-node');
  });

  it('sends a new thumbnail when one is chosen, previewing it instead of the current one', async () => {
    const thumbnail = pngFile('cover.png');
    const { rename, save, user } = await renderEdit([
      mock({
        request: {
          query: UpdateCourseMutation,
          variables: { id: 'c-node', input: fields, thumbnail, instructorAvatar: null },
        },
        result: updated('/media/images/thumbnails/new.png'),
      }),
    ]);
    await user.upload(screen.getByLabelText('Thumbnail'), thumbnail);
    expect(await screen.findByRole('img', { name: 'Preview of the chosen thumbnail' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Current thumbnail' })).not.toBeInTheDocument();
    await rename('Node in Depth');
    await save();
    expect(await screen.findByText('Course updated successfully')).toBeInTheDocument();
  });

  it('edits the language the course is taught in, named as learners will see it, in its canonical spelling', async () => {
    const { save, user } = await renderEdit([
      mock({
        request: {
          query: UpdateCourseMutation,
          variables: {
            id: 'c-node',
            input: { ...fields, title: 'Node Basics', language: 'ur' },
            thumbnail: null,
            instructorAvatar: null,
          },
        },
        result: updated(),
      }),
      ...coursePageMocks('c-node'),
    ]);
    const language = screen.getByRole('combobox', { name: /^Language the course is taught in/ });
    expect(language).toHaveValue('hi');
    expect(screen.getByText('Learners see: Hindi')).toBeInTheDocument();
    await user.clear(language);
    await user.type(language, 'Hindi please');
    await save();
    expect(await screen.findByText('Language must be a BCP 47 tag, e.g. en or pt-BR')).toBeInTheDocument();
    expect(language).toHaveAttribute('aria-invalid', 'true');
    await user.clear(language);
    await user.type(language, 'UR');
    expect(screen.getByText('Learners see: Urdu')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Course updated successfully')).toBeInTheDocument();
  });

  it("refuses a blank field with 'All Fields are mandatory', sending nothing", async () => {
    const { rename, save } = await renderEdit();
    await rename('');
    await save();
    expect(await screen.findByText('All Fields are mandatory')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message, falling back to 'Failed to update the course'", async () => {
    const { rename, save, router } = await renderEdit([
      mock({
        request: {
          query: UpdateCourseMutation,
          variables: { id: 'c-node', input: fields, thumbnail: null, instructorAvatar: null },
        },
        result: { errors: [{ message: 'Must be at most 200 characters', extensions: { code: 'BAD_USER_INPUT' } }] },
      }),
      mock({
        request: {
          query: UpdateCourseMutation,
          variables: { id: 'c-node', input: fields, thumbnail: null, instructorAvatar: null },
        },
        error: new Error('Network down'),
      }),
    ]);
    await rename('Node in Depth');
    await save();
    expect(await screen.findByText('Must be at most 200 characters')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Failed to update the course')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course/edit');
  });

  it('is for admins only', async () => {
    const { router } = renderApp({ path: '/course/edit?id=c-node', session: 'USER', mocks: [categories, loaded] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/denied'));
  });
});
