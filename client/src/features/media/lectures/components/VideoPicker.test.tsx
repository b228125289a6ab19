import { messages } from '@coursehub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { courseTexts } from '../../../../shared/notices';
import { fileOfSize, makeCourse, renderWithCourse } from '../../../../test/courseFixtures';

/** The lecture upload screen, where the picker lives, for the given course. */
async function renderAddLecture() {
  const view = await renderWithCourse('/course/addlecture', makeCourse(), { session: 'ADMIN' });
  await screen.findByRole('heading', { name: 'Add New Lecture' });
  return view;
}

describe('VideoPicker', () => {
  it('clears a refused file from its input, keeps the format message on submit, and takes a video afterwards', async () => {
    await renderAddLecture();
    // The accept attribute only filters the browser's dialog: a dropped or "All files" pick still arrives.
    const anyFile = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText<HTMLInputElement>('Video');

    await anyFile.upload(input, fileOfSize('talk.avi', 'video/x-msvideo'));
    expect(await screen.findByText(courseTexts.unsupportedVideo)).toBeInTheDocument();
    expect(input.files).toHaveLength(0);
    expect(input).toHaveValue('');
    expect(screen.queryByLabelText('Preview of the chosen video')).not.toBeInTheDocument();

    await anyFile.click(screen.getByRole('button', { name: 'Add Lecture' }));
    expect(await screen.findByText(courseTexts.unsupportedVideo)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await anyFile.upload(input, fileOfSize('talk.mp4', 'video/mp4'));
    await waitFor(() => expect(screen.queryByText(courseTexts.unsupportedVideo)).not.toBeInTheDocument());
    expect(input.files?.[0]?.name).toBe('talk.mp4');
  });

  it('clears a refused file picked after a video, leaving no file chosen', async () => {
    await renderAddLecture();
    const anyFile = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText<HTMLInputElement>('Video');

    await anyFile.upload(input, fileOfSize('talk.mp4', 'video/mp4'));
    expect(input.files).toHaveLength(1);
    await anyFile.upload(input, fileOfSize('slides.pdf', 'application/pdf'));
    expect(await screen.findByText(courseTexts.unsupportedVideo)).toBeInTheDocument();
    expect(input.files).toHaveLength(0);
    expect(input).toHaveValue('');
  });

  it('refuses an empty video as empty, not as a format it does not take', async () => {
    await renderAddLecture();
    const user = userEvent.setup();
    const input = screen.getByLabelText<HTMLInputElement>('Video');

    await user.upload(input, fileOfSize('talk.mp4', 'video/mp4', 0));
    expect(await screen.findByText(messages.emptyFile)).toBeInTheDocument();
    expect(screen.queryByText(courseTexts.unsupportedVideo)).not.toBeInTheDocument();
    expect(input.files).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add Lecture' }));
    expect(await screen.findByText(messages.emptyFile)).toBeInTheDocument();
  });
});
