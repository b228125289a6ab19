import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mock, mockClient } from '../../../../test/mocks';
import { RecordViewingHeartbeatMutation } from '../mutations/viewingHeartbeat';
import { useViewingHeartbeat } from './useViewingHeartbeat';

const beat = (variables: { positionSeconds: number; playing: boolean; rate: number }, sent: string[]) =>
  mock({
    request: { query: RecordViewingHeartbeatMutation, variables: { lectureId: 'l-1', visible: true, ...variables } },
    result: () => {
      sent.push(`${variables.playing ? 'playing' : 'paused'} ${variables.positionSeconds} @${variables.rate}`);
      return { data: { recordViewingHeartbeat: { __typename: 'ViewingHeartbeat' as const, verified: false } } };
    },
  });

/** A <video> whose playback state the test sets (jsdom plays nothing). */
function fakeVideo() {
  const video = document.createElement('video');
  const state = { paused: true, currentTime: 0 };
  Object.defineProperty(video, 'paused', { get: () => state.paused });
  Object.defineProperty(video, 'currentTime', { get: () => state.currentTime });
  return { video, state };
}

describe('useViewingHeartbeat', () => {
  it('reports when playback starts, at a rate change and on pause, with what the player shows', async () => {
    const sent: string[] = [];
    const client = mockClient([
      beat({ positionSeconds: 0, playing: true, rate: 1 }, sent),
      beat({ positionSeconds: 4, playing: true, rate: 2 }, sent),
      beat({ positionSeconds: 9.5, playing: false, rate: 2 }, sent),
      // The last report, as the hook is unmounted at the end of the test.
      beat({ positionSeconds: 9.5, playing: false, rate: 2 }, []),
    ]);
    const { video, state } = fakeVideo();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    renderHook(() => useViewingHeartbeat(video, 'l-1', true), { wrapper });

    // Nothing is reported before playback starts (a rate set on load is not watching). Setting the rate fires
    // `ratechange` itself, as in a browser.
    video.playbackRate = 1.5;
    video.playbackRate = 1;
    state.paused = false;
    video.dispatchEvent(new Event('playing'));
    await waitFor(() => expect(sent).toEqual(['playing 0 @1']));
    state.currentTime = 4;
    video.playbackRate = 2;
    await waitFor(() => expect(sent).toHaveLength(2));
    state.currentTime = 9.54;
    state.paused = true;
    video.dispatchEvent(new Event('pause'));
    await waitFor(() => expect(sent).toEqual(['playing 0 @1', 'playing 4 @2', 'paused 9.5 @2']));
  });
});
