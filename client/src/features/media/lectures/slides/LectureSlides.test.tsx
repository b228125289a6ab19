import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activeUser, makeCourse } from '../../../../test/courseFixtures';
import { makeUser } from '../../../../test/fixtures';
import { makeLecture } from '../../../../test/lectureFixtures';
import { renderLectureScreen } from '../../../../test/lectureScreen';
import { mock } from '../../../../test/mocks';
import { CourseLecturesQuery } from '../documents';
import { slideAt } from './LectureSlides';

const course = makeCourse({ numberOfLectures: 1 });
const subscriber = makeUser('USER', activeUser);
const folder = '/media/lectures/l-1/slides/v1';
const SLIDES = [
  { __typename: 'Slide' as const, startSeconds: 0, title: 'Gradient Descent', imageUrl: `${folder}/slide-001.jpg` },
  { __typename: 'Slide' as const, startSeconds: 64.2, title: 'Learning Rates', imageUrl: `${folder}/slide-002.jpg` },
  { __typename: 'Slide' as const, startSeconds: 130, title: 'Momentum', imageUrl: `${folder}/slide-003.jpg` },
];

async function openPlayer(lecture: ReturnType<typeof makeLecture>) {
  await renderLectureScreen('/course/displaylecture', course, {
    session: subscriber,
    mocks: [
      mock({
        request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
        result: { data: { lectures: [lecture] } },
      }),
    ],
  });
  await screen.findByRole('heading', { level: 2, name: lecture.title });
}

const video = () => screen.getByLabelText<HTMLVideoElement>(/^Video of /);

describe('LectureSlides', () => {
  it('lists the slides under the video as chapters; a click plays from that slide', async () => {
    await openPlayer(
      makeLecture(1, {
        title: 'Optimisers',
        slides: SLIDES,
        handoutUrl: `${folder}/handout.pdf`,
        chaptersTrackUrl: `${folder}/chapters.vtt`,
      }),
    );
    const strip = screen.getByRole('region', { name: '3 slides' });
    const buttons = within(strip).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Play from 0:00: Gradient Descent',
      'Play from 1:04: Learning Rates',
      'Play from 2:10: Momentum',
    ]);
    expect(within(strip).getByRole('link', { name: 'Download the slides (PDF)' })).toHaveAttribute(
      'href',
      `${folder}/handout.pdf`,
    );
    // The seek bar's chapters: media-chrome reads a default chapters track of the video.
    const track = video().querySelector('track[kind="chapters"]');
    expect(track).toHaveAttribute('src', `${folder}/chapters.vtt`);
    expect(track).toHaveAttribute('default');

    const play = vi.spyOn(video(), 'play').mockResolvedValue(undefined);
    fireEvent.click(buttons[1]!);
    expect(video().currentTime).toBe(64.2);
    expect(play).toHaveBeenCalled();
    fireEvent(video(), new Event('seeked'));
    await waitFor(() => expect(buttons[1]).toHaveAttribute('aria-current', 'true'));
    expect(buttons[0]).not.toHaveAttribute('aria-current');
  });

  it('shows nothing, and no chapters track, for a lecture without slides', async () => {
    await openPlayer(makeLecture(1, { title: 'A talk' }));
    expect(screen.queryByRole('region', { name: /slides?$/ })).not.toBeInTheDocument();
    expect(video().querySelector('track[kind="chapters"]')).toBeNull();
  });

  it('finds the slide on screen at a time: the last to start by then', () => {
    expect(slideAt(SLIDES, 0)).toBe(0);
    expect(slideAt(SLIDES, 64.19)).toBe(1);
    expect(slideAt(SLIDES, 129)).toBe(1);
    expect(slideAt(SLIDES, 500)).toBe(2);
    expect(slideAt(SLIDES.slice(1), 10)).toBe(-1);
  });
});
