import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogMock, makeCourse, signedInCatalogueMocks } from '../../../../test/courseFixtures';
import { gifFile, pdfFile, pngFile } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { ManagedCategoriesQuery } from '../documents';
import { CreateCourseMutation } from '../mutations/useCreateCourseMutation';

const existing = makeCourse({ id: 'c-old', title: 'An older course' });
const created = makeCourse({ id: 'c-new', title: 'Node in Depth', category: 'Backend', numberOfLectures: 0 });
const input = {
  title: 'Node in Depth',
  createdBy: 'Jane Mentor',
  category: 'Backend',
  language: 'en',
  description: 'Streams.',
  subtitle: null,
  outcomes: [],
  requirements: [],
  instructorBio: null,
};
const categories: Mocks[number] = mock({
  request: { query: ManagedCategoriesQuery },
  result: { data: { managedCategories: [{ __typename: 'Category', name: 'Web Development', courseCount: 1 }] } },
  maxUsageCount: 5,
});

async function renderCreate(mocks: Mocks = []) {
  const view = renderApp({
    path: '/course/create',
    session: 'ADMIN',
    mocks: [categories, ...mocks, ...signedInCatalogueMocks],
  });
  await screen.findByRole('heading', { name: 'Create New Course' });
  const fill = async (thumbnail: File) => {
    await view.user.upload(screen.getByLabelText('Thumbnail'), thumbnail);
    await view.user.type(screen.getByLabelText('Title'), input.title);
    await view.user.type(screen.getByLabelText('Instructor'), input.createdBy);
    await view.user.type(screen.getByLabelText('Category'), input.category);
    await view.user.type(screen.getByLabelText('Description'), input.description);
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Create Course' }));
  return { ...view, fill, submit };
}

describe('CreateCoursePage', () => {
  it("requires thumbnail, title, instructor, category and description with 'All Fields are mandatory'", async () => {
    const { submit } = await renderCreate();
    await submit();
    expect(await screen.findAllByText('All Fields are mandatory')).toHaveLength(5);
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('treats a whitespace-only field as missing', async () => {
    const { submit, user } = await renderCreate();
    await user.upload(screen.getByLabelText('Thumbnail'), pngFile());
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.type(screen.getByLabelText('Instructor'), 'Jane');
    await user.type(screen.getByLabelText('Category'), 'Web');
    await user.type(screen.getByLabelText('Description'), 'Text');
    await submit();
    expect(await screen.findAllByText('All Fields are mandatory')).toHaveLength(1);
  });

  it('previews the chosen thumbnail and offers only JPG, JPEG and PNG', async () => {
    const { user } = await renderCreate();
    const picker = screen.getByLabelText('Thumbnail');
    expect(picker).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    await user.upload(picker, pngFile('cover.png'));
    expect(await screen.findByRole('img', { name: 'Preview of the chosen thumbnail' })).toBeInTheDocument();
  });

  it('rejects a file that is not a JPG or PNG image', async () => {
    await renderCreate();
    // user.upload honours `accept`; a drop or "all files" can still hand over anything.
    fireEvent.change(screen.getByLabelText('Thumbnail'), { target: { files: [pdfFile()] } });
    expect(await screen.findByText('Unsupported format! Only JPG, JPEG and PNG are allowed.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the chosen thumbnail' })).not.toBeInTheDocument();
  });

  it('creates the course, notifies, goes to /courses and shows it there where the server puts it', async () => {
    const thumbnail = pngFile('cover.png');
    const { fill, submit, router } = await renderCreate([
      catalogMock({}, [existing]),
      mock({
        request: {
          query: CreateCourseMutation,
          variables: { input, publishWhenReady: true, thumbnail, instructorAvatar: null },
        },
        result: { data: { createCourse: created } },
      }),
      // The cached pages are dropped: the catalogue asks the server again on the way back.
      catalogMock({}, [created, existing]),
    ]);
    // Visit the catalogue first so it is cached, then come back to the form.
    act(() => router.navigate('/courses'));
    await screen.findByRole('link', { name: 'An older course' });
    act(() => router.navigate('/course/create'));
    await screen.findByRole('heading', { name: 'Create New Course' });

    await fill(thumbnail);
    await submit();
    expect(await screen.findByText('Course created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    const list = await screen.findByRole('list', { name: 'Courses' });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Node in Depth', 'An older course']);
  });

  it("shows 'Creating new course' and falls back to 'Failed to create the course'", async () => {
    const { fill, submit, router } = await renderCreate([
      mock({
        request: { query: CreateCourseMutation, variables: () => true },
        error: new TypeError('offline'),
        delay: 400,
      }),
    ]);
    await fill(pngFile());
    await submit();
    expect(await screen.findByText('Creating new course')).toBeInTheDocument();
    expect(await screen.findByText('Failed to create the course')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course/create');
  });

  it("shows the server's message when it refuses the course", async () => {
    const { fill, submit } = await renderCreate([
      mock({
        request: { query: CreateCourseMutation, variables: () => true },
        result: {
          errors: [{ message: 'Thumbnail must be a JPG or PNG image', extensions: { code: 'BAD_USER_INPUT' } }],
        },
      }),
    ]);
    await fill(pngFile());
    await submit();
    expect(await screen.findByText('Thumbnail must be a JPG or PNG image')).toBeInTheDocument();
  });

  describe("the teacher's photo", () => {
    const PHOTO = "Teacher's photo (optional)";

    it('is picked as an avatar is: a round preview, the file named, Remove reached with the keyboard', async () => {
      const { user } = await renderCreate();
      const picker = screen.getByLabelText(PHOTO);
      expect(picker).toHaveAttribute('type', 'file');
      expect(picker).toHaveAttribute('accept', '.jpg,.jpeg,.png');
      expect(picker).toHaveAccessibleDescription(expect.stringContaining('JPG, JPEG or PNG'));
      await user.upload(picker, pngFile('jane.png'));
      // The avatar shows its image once loaded (never in jsdom): the preview is there by its alt text.
      expect(await screen.findByAltText("Preview of the chosen teacher's photo")).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      );
      expect(screen.getByText('jane.png')).toBeInTheDocument();

      picker.focus();
      await user.tab();
      const remove = screen.getByRole('button', { name: 'Remove' });
      expect(remove).toHaveFocus();
      expect(remove).toHaveAccessibleDescription('jane.png');
      await user.keyboard('{Enter}');
      expect(screen.queryByText('jane.png')).not.toBeInTheDocument();
      expect(screen.queryByAltText("Preview of the chosen teacher's photo")).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    });

    it("refuses anything but JPG or PNG with the thumbnail's message, and keeps the course from being sent", async () => {
      const { fill, submit, router } = await renderCreate();
      await fill(pngFile('cover.png'));
      fireEvent.change(screen.getByLabelText(PHOTO), { target: { files: [gifFile('jane.gif')] } });
      const message = 'Unsupported format! Only JPG, JPEG and PNG are allowed.';
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByText('jane.gif')).not.toBeInTheDocument();
      await submit();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.queryByText('Creating new course')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/course/create');
    });

    it('goes with the new course', async () => {
      const thumbnail = pngFile('cover.png');
      const photo = pngFile('jane.png');
      const { fill, submit, user, router } = await renderCreate([
        mock({
          request: {
            query: CreateCourseMutation,
            variables: { input, publishWhenReady: true, thumbnail, instructorAvatar: photo },
          },
          result: { data: { createCourse: created } },
        }),
        catalogMock({}, [created]),
      ]);
      await fill(thumbnail);
      await user.upload(screen.getByLabelText(PHOTO), photo);
      await submit();
      expect(await screen.findByText('Course created successfully')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    });
  });
});
