import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../i18n/i18n';
import { checkoutPageMock } from '../../../../test/checkoutFixtures';
import {
  course,
  forbidden,
  lectureList,
  lectures,
  renderLectureScreen,
  subscriber,
  WATCH_DENIED,
} from '../../../../test/lectureScreen';
import { answeringEachTime } from '../../../../test/mocks';
import { CourseLecturesQuery } from '../documents';

const t = translator.getFixedT('en', 'player');

describe('DisplayLecturesPage: access to the videos', () => {
  it("sends a user without access to /checkout with the server's message, and shows no video", async () => {
    const { router } = await renderLectureScreen('/course/displaylecture', course, {
      session: 'USER',
      mocks: [forbidden, checkoutPageMock()],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(await screen.findByText(WATCH_DENIED)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Video of /)).not.toBeInTheDocument();
  });

  it('loads no video until the server has confirmed access for this showing of the page', async () => {
    const { client } = await renderLectureScreen('/course/displaylecture', course, {
      session: subscriber,
      mocks: [lectures, { ...lectures, delay: 60_000 }],
    });
    await screen.findByLabelText(/^Video of /);
    // Shown again (the Back button, say) with the lectures in the cache: the list is there, the video waits.
    act(() => {
      // Not awaited: the test looks at what shows while the answer is on its way.
      void client.refetchQueries({ include: [CourseLecturesQuery] });
    });
    expect(await screen.findByText(t('player.checking'))).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Video of /)).not.toBeInTheDocument();
    expect(within(lectureList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks again when the browser restores the page from its back-forward cache, and leaves for /checkout', async () => {
    const { router } = await renderLectureScreen('/course/displaylecture', course, {
      session: subscriber,
      mocks: [lectures, forbidden, checkoutPageMock()],
    });
    await screen.findByLabelText(/^Video of /);
    // A page shown for the first time asks on mount; only a restored one (persisted) needs asking here.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(router.state.location.pathname).toBe('/course/displaylecture');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(screen.queryByLabelText(/^Video of /)).not.toBeInTheDocument();
  });

  it("retries a failed video once by itself, then says 'This video could not be played' and offers to try again", async () => {
    const { user } = await renderLectureScreen('/course/displaylecture', course, {
      session: subscriber,
      // The re-checks take a while, so their transient 'checking' state is seen even on a loaded machine. They answer
      // each time: on a loaded machine the navigation onto the screen may ask for the lectures twice (see
      // answeringEachTime), and a used-up mock's instant error would skip the second re-check's 'checking'.
      mocks: [lectures, answeringEachTime({ ...lectures, delay: 400 })],
    });
    const first = await screen.findByLabelText(/^Video of /);
    // Loaded once the device holds its lease.
    await waitFor(() => expect(first).toHaveAttribute('src', '/media/lectures/l-1'));
    fireEvent.error(first);
    // Access is checked again; then a fresh element asks the same stable URL again. The 'checking' state is transient:
    // finding it proves it was shown (by the next line it may be gone: a loaded CI run once saw it go in between).
    await screen.findByText(t('player.checking'));
    const second = await screen.findByLabelText(/^Video of /);
    expect(second).not.toBe(first);
    expect(second).toHaveAttribute('src', first.getAttribute('src'));
    fireEvent.error(second);
    await screen.findByText(t('player.checking'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('player.failed'));
    expect(screen.queryByLabelText(/^Video of /)).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: t('player.retry') }));
    expect(await screen.findByLabelText(/^Video of /)).toHaveAttribute('src', second.getAttribute('src'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a learner whose access ended to /checkout when the video fails', async () => {
    const { router } = await renderLectureScreen('/course/displaylecture', course, {
      session: subscriber,
      mocks: [lectures, forbidden, checkoutPageMock()],
    });
    fireEvent.error(await screen.findByLabelText(/^Video of /));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });
});
