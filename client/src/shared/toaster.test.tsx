import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasterStore } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider } from '../components/ui/provider';
import { ToastRegion } from './ToastRegion';
import { MAX_NOTICES, NOTICE_DURATIONS, notify } from './toaster';

/** The notices as react-hot-toast's store gives them to the region (with its defaults applied). */
function watchStore() {
  const { result } = renderHook(() => useToasterStore());
  return {
    all: () => result.current.toasts,
    byId: (id: string) => result.current.toasts.find((toast) => toast.id === id),
  };
}

const renderRegion = () =>
  render(
    <Provider>
      <ToastRegion />
    </Provider>,
  );

/** The notice's live region (role status), found by its text. */
const noticeOf = (text: string) => screen.getByText(text).closest<HTMLElement>('[role="status"]')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('notify', () => {
  it('uses the spec durations: 4000 ms info/error/custom, 2000 ms success, loading until replaced', () => {
    const info = notify.info('Neutral');
    const error = notify.error('Bad');
    const custom = notify.custom('Custom');
    const success = notify.success('Good');
    const loading = notify.loading('Working');
    const store = watchStore();
    expect(store.all()).toHaveLength(5);
    expect(store.byId(info)).toMatchObject({ type: 'blank', duration: 4000, message: 'Neutral' });
    expect(store.byId(error)).toMatchObject({ type: 'error', duration: 4000 });
    expect(store.byId(custom)).toMatchObject({ type: 'custom', duration: 4000 });
    expect(store.byId(success)).toMatchObject({ type: 'success', duration: 2000 });
    expect(store.byId(loading)).toMatchObject({ type: 'loading', duration: Number.POSITIVE_INFINITY });
  });

  it('dismisses each notice when its time is up, counting from when it was raised; loading stays', () => {
    vi.useFakeTimers();
    renderRegion();
    act(() => {
      notify.success('Good');
      notify.info('Neutral');
      notify.error('Bad');
      notify.custom('Custom');
      notify.loading('Working');
    });
    const shown = () => screen.queryAllByRole('status').map((notice) => notice.textContent);
    expect(shown()).toEqual(['Working', 'Custom', 'Bad', 'Neutral', 'Good']);

    act(() => {
      vi.advanceTimersByTime(NOTICE_DURATIONS.success - 1);
    });
    expect(shown()).toHaveLength(5);
    // Dismissed: hidden from assistive technology at once, out of the DOM after the second-long fade-out.
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown()).toEqual(['Working', 'Custom', 'Bad', 'Neutral']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Good')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(NOTICE_DURATIONS.info - NOTICE_DURATIONS.success - 1000 - 1);
    });
    expect(shown()).toHaveLength(4);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown()).toEqual(['Working']);

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(shown()).toEqual(['Working']);
  });

  it('replaces a loading notice in place with the outcome', async () => {
    const store = watchStore();
    renderRegion();
    let id = '';
    act(() => {
      id = notify.loading('Please wait ! Authentication in progress ...');
    });
    expect(await screen.findByText('Please wait ! Authentication in progress ...')).toBeInTheDocument();

    act(() => {
      expect(notify.success(id, 'Logged in successfully')).toBe(id);
    });
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(screen.queryByText('Please wait ! Authentication in progress ...')).not.toBeInTheDocument();
    // The replacement also replaces the loading notice's endless duration.
    expect(store.byId(id)).toMatchObject({ type: 'success', duration: 2000, visible: true });

    act(() => {
      notify.error(id, 'Failed to log in');
    });
    expect(store.byId(id)).toMatchObject({ type: 'error', duration: 4000, message: 'Failed to log in' });
    expect(store.all().filter((toast) => toast.id === id)).toHaveLength(1);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Failed to log in');
  });

  it('shows at most 20 notices at once, dropping the oldest', () => {
    const store = watchStore();
    renderRegion();
    act(() => {
      for (let i = 0; i < MAX_NOTICES + 5; i += 1) notify.info(`Notice ${i}`);
    });
    expect(MAX_NOTICES).toBe(20);
    expect(store.all()).toHaveLength(20);
    expect(screen.getAllByRole('status')).toHaveLength(20);
    expect(screen.getByText('Notice 24')).toBeInTheDocument();
    expect(screen.getByText('Notice 5')).toBeInTheDocument();
    expect(screen.queryByText('Notice 4')).not.toBeInTheDocument();
  });

  it('announces notices politely, with a "Dismiss notice" button on every type but loading', () => {
    renderRegion();
    act(() => {
      notify.info('Neutral');
      notify.error('Bad');
      notify.custom('Custom');
      notify.success('Good');
      notify.loading('Working');
    });
    for (const text of ['Neutral', 'Bad', 'Custom', 'Good']) {
      const notice = noticeOf(text);
      expect(notice).toHaveAttribute('aria-live', 'polite');
      expect(within(notice).getByRole('button', { name: 'Dismiss notice' })).toBeInTheDocument();
    }
    expect(noticeOf('Working')).toHaveAttribute('aria-live', 'polite');
    expect(within(noticeOf('Working')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Dismiss notice' })).toHaveLength(4);
  });

  it('dismisses a notice from its close button and from notify.dismiss', async () => {
    const store = watchStore();
    renderRegion();
    const user = userEvent.setup();
    let first = '';
    let third = '';
    act(() => {
      first = notify.info('First');
      notify.error('Second');
      third = notify.loading('Third');
    });

    await user.click(within(noticeOf('First')).getByRole('button', { name: 'Dismiss notice' }));
    expect(store.byId(first)).toMatchObject({ visible: false, dismissed: true });
    expect(screen.getAllByRole('status').map((notice) => notice.textContent)).toEqual(['Third', 'Second']);
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());

    // A loading notice has no close button, but the code that raised it can dismiss it.
    act(() => notify.dismiss(third));
    expect(store.byId(third)).toMatchObject({ visible: false });
    act(() => notify.dismiss());
    expect(store.all().every((toast) => !toast.visible)).toBe(true);
    await waitFor(() => expect(store.all()).toHaveLength(0));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });
});
