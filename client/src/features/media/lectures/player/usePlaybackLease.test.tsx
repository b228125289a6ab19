import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Mocks, mock, mockClient } from '../../../../test/mocks';
import { AcquirePlaybackLeaseMutation, RenewPlaybackLeaseMutation } from './playbackLease';
import { usePlaybackLease } from './usePlaybackLease';

const acquired = (takeOver: boolean, id: string): Mocks[number] =>
  mock({
    request: { query: AcquirePlaybackLeaseMutation, variables: { lectureId: 'l-1', takeOver } },
    result: {
      data: {
        acquirePlaybackLease: {
          __typename: 'PlaybackLease',
          id,
          expiresAt: new Date(Date.now() + 150_000).toISOString(),
          renewAfterSeconds: 60,
        },
      },
    },
  });
const movedRenewal: Mocks[number] = mock({
  request: { query: RenewPlaybackLeaseMutation, variables: { leaseId: 'lease-1' } },
  result: { errors: [{ message: 'Playback moved to another device.', extensions: { code: 'CONFLICT' } }] },
});

function renderLease(mocks: Mocks) {
  const client = mockClient(mocks);
  const video = document.createElement('video');
  const pause = vi.spyOn(video, 'pause').mockImplementation(() => undefined);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  const view = renderHook(() => usePlaybackLease(video, 'l-1', true), { wrapper });
  return { ...view, pause };
}

describe('usePlaybackLease after the server refused a load (recheck)', () => {
  it('says playback moved, rather than taking a slot back, when another device took its lease over', async () => {
    // No second acquisition is answered: asking without taking over would be a mistake here.
    const { result, pause } = renderLease([acquired(false, 'lease-1'), movedRenewal]);
    await waitFor(() => expect(result.current.state).toEqual({ status: 'clear' }));
    let clear: boolean | undefined;
    await act(async () => {
      clear = await result.current.recheck();
    });
    expect(clear).toBe(false);
    expect(result.current.state).toEqual({ status: 'moved' });
    expect(pause).toHaveBeenCalled();
  });

  it('asks again without taking over when its own lease is not why (it lapsed)', async () => {
    const { result } = renderLease([
      acquired(false, 'lease-1'),
      mock({
        request: { query: RenewPlaybackLeaseMutation, variables: { leaseId: 'lease-1' } },
        result: { errors: [{ message: 'Playback lease not found', extensions: { code: 'NOT_FOUND' } }] },
      }),
      acquired(false, 'lease-2'),
    ]);
    await waitFor(() => expect(result.current.state).toEqual({ status: 'clear' }));
    let clear: boolean | undefined;
    await act(async () => {
      clear = await result.current.recheck();
    });
    expect(clear).toBe(true);
    expect(result.current.state).toEqual({ status: 'clear' });
  });
});
