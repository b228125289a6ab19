// A page load of its own (client/vitest.config.ts, needsFreshModules): the toaster starts with no store connected,
// and the toast region's module, which connects it, is imported only when the test says its chunk arrived.
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Provider } from '../components/ui/provider';
import { NOTICE_DURATIONS, notify } from './toaster';

afterEach(() => {
  vi.useRealTimers();
});

it("counts a notice's time from the region's arrival when it was raised before the region's chunk", async () => {
  vi.useFakeTimers();
  act(() => {
    notify.success('Saved before the region came');
  });
  // The chunk takes longer than the notice's own time to arrive.
  vi.advanceTimersByTime(NOTICE_DURATIONS.success * 2);
  const { ToastRegion } = await import('./ToastRegion');
  render(
    <Provider>
      <ToastRegion />
    </Provider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Saved before the region came');
  act(() => {
    vi.advanceTimersByTime(NOTICE_DURATIONS.success - 1);
  });
  expect(screen.getByRole('status')).toHaveTextContent('Saved before the region came');
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
