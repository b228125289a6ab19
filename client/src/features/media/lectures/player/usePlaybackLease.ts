import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  acquirePlaybackLease,
  type LeaseOutcome,
  releasePlaybackLeaseOnExit,
  renewPlaybackLease,
} from './playbackLease';

/** How often the player looks whether its lease is due for renewal (the server says when: about every minute). */
export const RENEWAL_CHECK_MS = 5_000;

/**
 * Where this device stands:
 * - `pending`: asking, before the lecture loads;
 * - `clear`: it may play (it holds a lease, needs none, or could not ask: the server still guards new loads);
 * - `busy`: the account already plays on as many other devices as it may (`message` from the server says how many);
 * - `moved`: another device took playback over while this one played.
 */
export type LeaseState =
  | { status: 'pending' }
  | { status: 'clear' }
  | { status: 'busy'; message: string }
  | { status: 'moved' };

interface HeldLease {
  id: string;
  renewAfterMs: number;
  renewedAt: number;
}

const CLEAR: LeaseState = { status: 'clear' };

/**
 * The shared-account guard on the player's side. When `enabled` (a signed-in viewer's lecture), a lease is asked for
 * before the lecture loads, renewed while `video` plays (when due, and at once when it plays again after a long
 * pause: a paused player stops renewing, so its lease lapses and frees the slot within about 2.5 minutes), and
 * released when the player goes away or the page is left. A renewal that finds the lease taken over pauses the video
 * (`moved`); one that finds it lapsed asks for a new one, which may find the account busy. A renewal without an answer
 * (offline) changes nothing: playback goes on. `loadable` tells when the lecture may load (once clear, it stays so);
 * `takeOver` ends the other devices' leases and `recheck` asks again without (after the server refused a load; a
 * device whose lease was taken over is then told so, as at a renewal, rather than taking a slot back); both resolve
 * whether this device may play now.
 */
export function usePlaybackLease(video: HTMLVideoElement | null, lectureId: string, enabled: boolean) {
  const client = useApolloClient();
  const [state, setState] = useState<LeaseState>(enabled ? { status: 'pending' } : CLEAR);
  // Once clear, the lecture has loaded: a later conflict pauses it rather than taking the video away.
  const [loadable, setLoadable] = useState(!enabled);
  const lease = useRef<HeldLease | null>(null);
  // Busy or moved: set with the state, not at the next render, so a take-over's play() is not paused as blocked.
  const blocked = useRef(false);

  const release = useCallback(() => {
    const held = lease.current;
    lease.current = null;
    if (held) releasePlaybackLeaseOnExit(held.id);
  }, []);

  /** Applies an acquisition's answer; whether the device may play. */
  const settle = useCallback((outcome: LeaseOutcome): boolean => {
    blocked.current = outcome.kind === 'busy';
    if (outcome.kind === 'busy') {
      lease.current = null;
      setState({ status: 'busy', message: outcome.message });
      return false;
    }
    lease.current =
      outcome.kind === 'held'
        ? { id: outcome.id, renewAfterMs: outcome.renewAfterSeconds * 1000, renewedAt: Date.now() }
        : null;
    setState(CLEAR);
    setLoadable(true);
    return true;
  }, []);

  const acquire = useCallback(
    async (takeOver: boolean) => settle(await acquirePlaybackLease(client, lectureId, takeOver)),
    [client, lectureId, settle],
  );

  /** Another device took this one's lease over: it pauses and says so, and plays again only by taking over. */
  const moved = useCallback(() => {
    lease.current = null;
    blocked.current = true;
    video?.pause();
    setState({ status: 'moved' });
  }, [video]);

  const recheck = useCallback(async () => {
    const held = lease.current;
    // The server refuses a taken-over device's loads: its own lease says whether that is why.
    if (held && (await renewPlaybackLease(client, held.id)).kind === 'moved') {
      if (lease.current === held) moved();
      return false;
    }
    return acquire(false);
  }, [client, acquire, moved]);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void acquirePlaybackLease(client, lectureId, false).then((outcome) => {
      if (active) settle(outcome);
      else if (outcome.kind === 'held') releasePlaybackLeaseOnExit(outcome.id);
    });
    // Left for good (or into the back-forward cache): the slot is freed; a page shown again asks anew.
    const onPageHide = () => release();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted)
        void acquirePlaybackLease(client, lectureId, false).then((outcome) => active && settle(outcome));
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      active = false;
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      release();
    };
  }, [enabled, client, lectureId, settle, release]);

  useEffect(() => {
    if (!video || !enabled) return;
    let renewing = false;
    const renew = async () => {
      const held = lease.current;
      if (!held || renewing) return;
      renewing = true;
      const outcome = await renewPlaybackLease(client, held.id);
      renewing = false;
      // Released or replaced meanwhile (the player went away, the device took over again).
      if (lease.current !== held) return;
      if (outcome.kind === 'held') {
        lease.current = { ...held, id: outcome.id, renewedAt: Date.now() };
      } else if (outcome.kind === 'moved') {
        moved();
      } else if (outcome.kind === 'lapsed') {
        const fresh = await acquirePlaybackLease(client, lectureId, false);
        if (lease.current !== held) return;
        if (fresh.kind === 'busy') video.pause();
        settle(fresh);
      }
    };
    const due = () => {
      const held = lease.current;
      return held !== null && Date.now() - held.renewedAt >= held.renewAfterMs;
    };
    const timer = window.setInterval(() => {
      if (!video.paused && due()) void renew();
    }, RENEWAL_CHECK_MS);
    const onPlay = () => {
      // The controls stay usable, but this device plays again only by taking over (the message's button).
      if (blocked.current) video.pause();
      else if (due()) void renew();
    };
    video.addEventListener('play', onPlay);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener('play', onPlay);
    };
  }, [video, enabled, client, lectureId, settle, moved]);

  return { state, loadable, takeOver: () => acquire(true), recheck };
}

/** What usePlaybackLease gives the player. */
export type PlaybackLease = ReturnType<typeof usePlaybackLease>;
