import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, renderHook } from '@testing-library/react';
import { useToasterStore } from 'react-hot-toast/headless';
import { describe, expect, it } from 'vitest';
// The toast store arrives with the region's chunk, which connects it to `notify` as it loads.
import './ToastRegion';
import { FailureNotice, withNotices } from './withNotices';

/** The notices as react-hot-toast's store holds them: type and text, oldest first. */
function notices() {
  const { result } = renderHook(() => useToasterStore());
  return () =>
    result.current.toasts
      .filter((toast) => toast.visible)
      .map((toast) => [toast.type, toast.message])
      .reverse();
}

const run = <T>(...args: Parameters<typeof withNotices<T>>) => act(() => withNotices(...args));
const texts = { loading: 'Deleting Course ...', success: 'Course Deleted Successfully', failure: 'Failed to delete' };

describe('withNotices', () => {
  it('replaces the loading notice with the success notice in place', async () => {
    const shown = notices();
    expect(await run(texts, async () => 42)).toEqual({ ok: true, value: 42 });
    expect(shown()).toEqual([['success', 'Course Deleted Successfully']]);
  });

  it("takes the success text from the result (the server's message) and shows no loading notice when none is given", async () => {
    const shown = notices();
    await run({ success: (message: string) => message, failure: 'Failed to log in' }, async () => 'Welcome back');
    expect(shown()).toEqual([['success', 'Welcome back']]);
  });

  it("shows the server's message, or the fallback when there is none", async () => {
    const shown = notices();
    const refused = new CombinedGraphQLErrors({ errors: [{ message: 'Course not found' }] });
    expect(await run(texts, () => Promise.reject(refused))).toMatchObject({ ok: false, message: 'Course not found' });
    expect(await run(texts, () => Promise.reject(new TypeError('offline')))).toMatchObject({
      ok: false,
      cancelled: false,
      message: 'Failed to delete',
    });
    expect(shown()).toEqual([
      ['error', 'Course not found'],
      ['error', 'Failed to delete'],
    ]);
  });

  it('shows the text of a FailureNotice as it is', async () => {
    const shown = notices();
    await run({ failure: 'Failed to submit the form' }, () => Promise.reject(new FailureNotice('Operation failed')));
    expect(shown()).toEqual([['error', 'Operation failed']]);
  });

  it('turns a cancelled call into a neutral notice, without an error', async () => {
    const shown = notices();
    const aborted = new DOMException('The user aborted a request.', 'AbortError');
    const outcome = await run({ ...texts, cancelled: 'Upload cancelled' }, () => Promise.reject(aborted));
    expect(outcome).toMatchObject({ ok: false, cancelled: true });
    expect(shown()).toEqual([['blank', 'Upload cancelled']]);
  });

  it('dismisses the loading notice when the call succeeds without a success notice', async () => {
    const shown = notices();
    await run({ loading: 'Working', failure: 'Failed' }, async () => undefined);
    expect(shown()).toEqual([]);
  });
});
