import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { StderrTail, stderrReason } from './ffmpeg-stderr';
import { MediaError } from './types';

export interface RunOptions {
  signal?: AbortSignal;
  /** Of the input, to turn ffmpeg's position into a percentage; without it no progress is reported. */
  durationSeconds?: number | null;
  /** 0–99 while running, only when it grows; the caller says 100 when its whole job is done. */
  onProgress?: (percent: number) => void;
  /** Every line ffmpeg writes to stdout (an analysis run prints a filter's metadata there instead of progress). */
  onLine?: (line: string) => void;
}

let deathSignalWrapper: boolean | undefined;

/**
 * ffmpeg outlives a parent that is killed (it ignores the broken progress pipe) and would burn the CPU for the rest of
 * the encode, writing into a folder nobody owns any more. On Linux, util-linux's `setpriv --pdeathsig KILL` (in every
 * Debian) has the kernel kill it with its parent; it then execs ffmpeg, so the pid and arguments are ffmpeg's.
 */
function withDeathSignal(command: string, args: string[]): [string, string[]] {
  deathSignalWrapper ??=
    process.platform === 'linux' &&
    spawnSync('setpriv', ['--pdeathsig', 'KILL', '--', 'true'], { stdio: 'ignore' }).status === 0;
  return deathSignalWrapper ? ['setpriv', ['--pdeathsig', 'KILL', '--', command, ...args]] : [command, args];
}

/** Microseconds of output written so far, from one `-progress` block's lines (out_time_us, else out_time). */
export function progressMicroseconds(key: string, value: string): number | null {
  if (key === 'out_time_us') {
    const us = Number(value);
    return Number.isFinite(us) && us >= 0 ? us : null;
  }
  if (key === 'out_time') {
    const match = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value);
    if (!match) return null;
    return ((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3])) * 1e6;
  }
  return null;
}

/**
 * Streams stdout into lines for `onLine`, and `-progress pipe:1` output into percentages (0–99: 100 is the caller's
 * to say), only when they grow.
 */
function stdoutReader({ durationSeconds, onProgress, onLine }: RunOptions) {
  let pending = '';
  let last = -1;
  const progress = (line: string) => {
    if (!onProgress || !durationSeconds) return;
    const equals = line.indexOf('=');
    const us = progressMicroseconds(line.slice(0, equals), line.slice(equals + 1).trim());
    if (us === null) return;
    const percent = Math.max(0, Math.min(99, Math.floor(us / 1e4 / durationSeconds)));
    if (percent > last) {
      last = percent;
      onProgress(percent);
    }
  };
  return (chunk: Buffer) => {
    pending += chunk.toString('latin1');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      progress(line);
      onLine?.(line);
    }
  };
}

/** What a transcode cancelled through its signal rejects with (the signal's reason as the cause). */
export const cancelled = (signal: AbortSignal) =>
  new MediaError('The transcode was cancelled', false, { cause: signal.reason });

/**
 * Runs ffmpeg with a fixed argument list (no shell), reporting progress. Resolves when it exits 0. Rejects with a
 * MediaError that is not permanent (a crash, a full disk: worth a retry) whose reason is the first line of the last
 * 4 kB of stderr, paths removed. Aborting `signal` kills ffmpeg (SIGKILL) and rejects once it has exited, so no
 * ffmpeg is left running when the promise settles.
 */
export function runFfmpeg(ffmpeg: string, args: string[], options: RunOptions = {}): Promise<void> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(cancelled(signal));
  return new Promise((resolve, reject) => {
    const [command, argv] = withDeathSignal(ffmpeg, args);
    let child: ChildProcess;
    try {
      // SVT-AV1 writes its banner to stderr whatever ffmpeg's log level; SVT_LOG=1 keeps its errors only.
      child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, SVT_LOG: '1' } });
    } catch (cause) {
      reject(new MediaError('ffmpeg could not be started', false, { cause }));
      return;
    }
    const stderr = new StderrTail();
    const kill = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', kill, { once: true });
    child.stdout?.on('data', stdoutReader(options));
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.once('error', (error) => {
      // Only a failed spawn leaves no pid; then no 'close' is sure to follow.
      if (child.pid !== undefined) return;
      signal?.removeEventListener('abort', kill);
      reject(new MediaError(`ffmpeg could not be started (${error.message})`, false, { cause: error }));
    });
    child.once('close', (code, killedBy) => {
      signal?.removeEventListener('abort', kill);
      if (signal?.aborted) return reject(cancelled(signal));
      if (code === 0) return resolve();
      const detail = stderrReason(stderr.toString());
      const how = killedBy ? `was killed (${killedBy})` : `failed (exit code ${code})`;
      reject(
        new MediaError(detail ? `ffmpeg ${how}: ${detail}` : `ffmpeg ${how}`, false, { cause: stderr.toString() }),
      );
    });
  });
}
