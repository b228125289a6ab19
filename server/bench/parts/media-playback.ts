import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { ffmpegPaths } from '../../src/media/transcoder/ffmpeg-binary';
import { transcode } from '../../src/media/transcoder/transcode';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startAppChild } from '../lib/app';
import { missing, type Row } from '../lib/budgets/row';
import { gql, login, ok } from '../lib/http';
import { round } from '../lib/load';
import { publishLectures } from '../lib/published-lectures';
import { settings } from '../lib/settings';

const run = promisify(execFile);

/** Budgets for HLS playback under throttling (2 s and 1 s before it). */
export const PLAYBACK_BUDGETS = {
  /** At 1.5 Mbps: first frame within 1.5 s, and no stall. */
  slowFirstFrameMs: 1500,
  /** At 4 Mbps: first frame within 700 ms. */
  fastFirstFrameMs: 700,
} as const;

/** The two networks of the issue, each with 150 ms of round trip. */
const NETWORKS = [
  { name: '1.5 Mbps', megabits: 1.5 },
  { name: '4 Mbps', megabits: 4 },
] as const;
const RTT_MS = 150;

/** What one playback showed over the window. */
export interface PlaybackRun {
  /** From asking for the video to its first painted frame; null when none was painted within the window. */
  firstFrameMs: number | null;
  /** Times playback stopped to wait for data after the first frame ('waiting' events). */
  stalls: number;
  stalledMs: number;
  /** Media seconds played by the end of the window. */
  playedSeconds: number;
  /** HLS only: the renditions hls.js played, in order of first use. */
  renditions: string[];
  /** Bytes the page received for the video (its playlists and media). */
  megabytes: number;
  /** The first requests for the video, 'name [range]: sent–done ms' from the first one: where start-up time goes. */
  startup: string[];
}

/** CDP timestamps are seconds; the first few requests tell how the time to the first frame is spent. */
function startupOf(requests: { name: string; sent: number; done?: number }[]): string[] {
  const [first] = requests;
  if (!first) return [];
  const at = (seconds: number | undefined) => (seconds === undefined ? '…' : Math.round((seconds - first.sent) * 1000));
  return requests.slice(0, 5).map((request) => `${request.name}: ${at(request.sent)}–${at(request.done)} ms`);
}

export interface MediaPlaybackResult {
  source: { width: number; height: number; seconds: number; megabits: number };
  windowSeconds: number;
  rttMs: number;
  ladder: string[];
  /** `hls` plays the H.264 ladder (the default); `av1` the same lecture with its AV1 twins (MEDIA_AV1). */
  networks: { name: string; megabits: number; hls: PlaybackRun; av1?: PlaybackRun; original: PlaybackRun }[];
}

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const require = createRequire(import.meta.url);
/** The build the client's player loads (`import('hls.js/light')`), with the same options. */
const HLS_SCRIPT = readFileSync(require.resolve('hls.js/dist/hls.light.min.js'), 'utf8');

/**
 * The page under test, served at the app's origin (so the session cookie goes along, as in the app): a bare <video>
 * that plays `src` through hls.js exactly as the app's player does (`enableWorker: false`, default ABR), or the file
 * itself as `src`. It records the first painted frame (requestVideoFrameCallback) and every stall ('waiting' until
 * 'playing') in `window.bench`.
 */
const PLAYER_PAGE = `<!doctype html><html><body style="margin:0;background:#000">
<video id="v" muted playsinline style="width:960px;height:540px"></video>
<script>${HLS_SCRIPT}</script>
<script>
  const video = document.getElementById('v');
  const bench = (window.bench = { firstFrameMs: null, stalls: 0, stalledMs: 0, stalledSince: null, renditions: [] });
  const started = performance.now();
  const params = new URLSearchParams(location.search);
  video.requestVideoFrameCallback(() => { bench.firstFrameMs = performance.now() - started; });
  video.addEventListener('waiting', () => {
    if (bench.firstFrameMs === null || bench.stalledSince !== null) return;
    bench.stalls += 1;
    bench.stalledSince = performance.now();
  });
  video.addEventListener('playing', () => {
    if (bench.stalledSince === null) return;
    bench.stalledMs += performance.now() - bench.stalledSince;
    bench.stalledSince = null;
  });
  if (params.get('mode') === 'hls') {
    const hls = new Hls({ enableWorker: false });
    hls.on(Hls.Events.LEVEL_SWITCHED, (_event, { level }) => {
      const name = hls.levels[level].height + 'p' + (hls.levels[level].codecSet.startsWith('av01') ? ' AV1' : '');
      if (!bench.renditions.includes(name)) bench.renditions.push(name);
    });
    hls.loadSource(params.get('src'));
    hls.attachMedia(video);
  } else {
    video.src = params.get('src');
  }
  video.play().catch(() => {});
</script></body></html>`;

interface Measured {
  firstFrameMs: number | null;
  stalls: number;
  stalledMs: number;
  stalledSince: number | null;
  renditions: string[];
  playedSeconds: number;
  now: number;
}

async function playOnce(
  browser: Browser,
  origin: string,
  cookie: { name: string; value: string },
  {
    mode,
    src,
    megabits,
    windowSeconds,
  }: { mode: 'hls' | 'file'; src: string; megabits: number; windowSeconds: number },
): Promise<PlaybackRun> {
  const context = await browser.newContext();
  try {
    await context.addCookies([{ ...cookie, url: origin }]);
    const page: Page = await context.newPage();
    await page.route(`${origin}/bench-player.html*`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: PLAYER_PAGE }),
    );
    const cdp = await context.newCDPSession(page);
    // Bytes as they arrive (a player abandons ranges midway, so finished responses would undercount).
    const mediaRequests = new Map<string, { name: string; sent: number; done?: number }>();
    let bytes = 0;
    cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
      const url = new URL(request.url);
      const range = request.headers.Range ?? request.headers.range;
      const name = `${url.pathname.split('/').at(-1)}${range ? ` ${range}` : ''}`;
      if (url.pathname.startsWith('/media/')) mediaRequests.set(requestId, { name, sent: timestamp });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      if (mediaRequests.has(requestId)) bytes += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
      const request = mediaRequests.get(requestId);
      if (request) request.done = timestamp;
    });
    await cdp.send('Network.enable');
    // Chromium's own throttling (DevTools): every request of the page, media included, at this rate and latency.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT_MS,
      downloadThroughput: (megabits * 1e6) / 8,
      uploadThroughput: (megabits * 1e6) / 8,
    });
    await page.goto(`${origin}/bench-player.html?mode=${mode}&src=${encodeURIComponent(src)}`);
    // The window counts from the request for the video: a player that never starts shows that as its result.
    await page.waitForTimeout(windowSeconds * 1000);
    // A string: the server's TypeScript has no DOM types, and this runs in the page.
    const measured = await page.evaluate<Measured>(
      "({ ...window.bench, playedSeconds: document.getElementById('v').currentTime, now: performance.now() })",
    );
    // A stall still going on at the end of the window counts up to then.
    const stalledMs = measured.stalledMs + (measured.stalledSince === null ? 0 : measured.now - measured.stalledSince);
    return {
      firstFrameMs: measured.firstFrameMs === null ? null : Math.round(measured.firstFrameMs),
      stalls: measured.stalls,
      stalledMs: Math.round(stalledMs),
      playedSeconds: round(measured.playedSeconds, 1),
      renditions: measured.renditions,
      megabytes: round(bytes / 1e6, 1),
      startup: startupOf([...mediaRequests.values()]),
    };
  } finally {
    await context.close();
  }
}

/**
 * Playback in Chromium under its own network throttling (1.5 and 4 Mbps, 150 ms round trip), for a generated 1080p30
 * lecture (BENCH_PLAYBACK_SECONDS long, default 60) transcoded by transcode() as the worker does: time to the first
 * frame, and stalls and stalled time over the first BENCH_PLAYBACK_WINDOW seconds (default 60), HLS through the app's
 * signed playlists against the raw original through the app's Range route (the baseline). The original is served by
 * the same app: the session check and the file route are alike; the difference is what is sent.
 */
export async function runMediaPlayback(log: (line: string) => void): Promise<MediaPlaybackResult> {
  const seconds = positive('BENCH_PLAYBACK_SECONDS', 60);
  const windowSeconds = positive('BENCH_PLAYBACK_WINDOW', 60);
  const binaries = ffmpegPaths();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-bench-playback-'));
  let browser: Browser | undefined;
  const app = await startAppChild({ nodeEnv: 'test', env: { RUN_WORKERS: 'false' } });
  try {
    const original = path.join(dir, 'lecture-1080p.mp4');
    log(`  making a ${seconds} s 1080p30 lecture and transcoding it …`);
    // As the transcode part makes it: a moving test card and a tone, x264 CRF 20, its index at the front.
    await run(binaries.ffmpeg, [
      ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-movflags', '+faststart', original],
    ]);
    const outDir = path.join(dir, 'out');
    await mkdir(outDir);
    // With the AV1 twins: the H.264 lecture is published without them, and its rungs are the same either way.
    const result = await transcode(original, outDir, { binaries, av1: true });
    const { size } = await stat(original);
    const { courseId, readyId, av1Id, originalId } = await publishLectures(app, original, outDir, result);

    const token = await login(app.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { lectures } = ok(
      await gql<{ lectures: { id: string; hlsUrl: string | null; videoUrl: string }[] }>(
        app.url,
        'query BenchLectures($courseId: ID!) { lectures(courseId: $courseId) { id hlsUrl videoUrl } }',
        { courseId },
        token,
      ),
      'lectures',
    );
    const hlsUrl = lectures.find((lecture) => lecture.id === readyId)?.hlsUrl;
    const av1Url = lectures.find((lecture) => lecture.id === av1Id)?.hlsUrl;
    const originalUrl = lectures.find((lecture) => lecture.id === originalId)?.videoUrl;
    if (!hlsUrl || !av1Url || !originalUrl) throw new Error('the bench lectures have no HLS playlist or playback URL');
    // NODE_ENV=test: the session cookie's development name.
    const cookie = { name: 'token', value: token };

    browser = await chromium.launch({
      executablePath: settings.chromium,
      args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required', '--mute-audio'],
    });
    const networks: MediaPlaybackResult['networks'] = [];
    for (const network of NETWORKS) {
      log(`  ${network.name}: HLS …`);
      const hls = await playOnce(browser, app.url, cookie, {
        mode: 'hls',
        src: hlsUrl,
        megabits: network.megabits,
        windowSeconds,
      });
      log(`    first frame ${hls.firstFrameMs} ms, ${hls.stalls} stalls (${hls.stalledMs} ms); the original …`);
      const raw = await playOnce(browser, app.url, cookie, {
        mode: 'file',
        src: originalUrl,
        megabits: network.megabits,
        windowSeconds,
      });
      log(`    first frame ${raw.firstFrameMs} ms, ${raw.stalls} stalls (${raw.stalledMs} ms); HLS with AV1 …`);
      const av1 = await playOnce(browser, app.url, cookie, {
        mode: 'hls',
        src: av1Url,
        megabits: network.megabits,
        windowSeconds,
      });
      log(`    first frame ${av1.firstFrameMs} ms, ${av1.stalls} stalls, ${av1.renditions.join(' → ')}`);
      networks.push({ ...network, hls, av1, original: raw });
    }
    return {
      source: {
        width: 1920,
        height: 1080,
        seconds: round(result.durationSeconds, 1),
        megabits: round((size * 8) / 1e6 / result.durationSeconds, 1),
      },
      windowSeconds,
      rttMs: RTT_MS,
      ladder: result.renditions.filter((each) => each.codecs.startsWith('avc1')).map((each) => each.name),
      networks,
    };
  } finally {
    await browser?.close();
    await app.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

const ms = (value: number | null) => (value === null ? 'none in the window' : `${value} ms`);
const stalls = (each: PlaybackRun) => `${each.stalls} (${round(each.stalledMs / 1000, 1)} s)`;

/** The report's rows: the issue's budgets on HLS, with the raw original beside it as the baseline. */
export function mediaPlaybackRows(measured: MediaPlaybackResult | undefined): Row[] {
  const part = 'media';
  if (!measured) {
    return [missing(part, 'Playback under throttling (`npm run bench -- media`)')];
  }
  const rows: Row[] = [];
  const what = `${measured.source.seconds} s 1080p (${measured.source.megabits} Mb/s original)`;
  for (const network of measured.networks) {
    const slow = network.megabits < 2;
    const firstFrameBudget = slow ? PLAYBACK_BUDGETS.slowFirstFrameMs : PLAYBACK_BUDGETS.fastFirstFrameMs;
    const { hls, original } = network;
    const conditions = `${network.name}, ${measured.rttMs} ms RTT, ${what}`;
    rows.push({
      part,
      metric: `Time to first frame, HLS (${conditions})`,
      value: ms(hls.firstFrameMs),
      baseline: `${ms(original.firstFrameMs)} (original with Range)`,
      ratio: hls.firstFrameMs && original.firstFrameMs ? `${round(hls.firstFrameMs / original.firstFrameMs, 2)}×` : '—',
      budget: `≤ ${firstFrameBudget} ms`,
      status: hls.firstFrameMs !== null && hls.firstFrameMs <= firstFrameBudget ? 'pass' : 'fail',
    });
    rows.push({
      part,
      metric: `Stalls over the first ${measured.windowSeconds} s, HLS (${conditions}; renditions ${hls.renditions.join(' → ') || '—'})`,
      value: `${stalls(hls)}, ${hls.playedSeconds} s played`,
      baseline: `${stalls(original)}, ${original.playedSeconds} s played (original)`,
      ratio: '—',
      budget: slow ? 'no stall' : 'info',
      status: slow ? (hls.stalls === 0 && hls.firstFrameMs !== null ? 'pass' : 'fail') : 'info',
    });
    const { av1 } = network;
    if (av1) {
      rows.push({
        part,
        metric: `HLS with the AV1 twins (MEDIA_AV1, off by default; ${conditions}; renditions ${av1.renditions.join(' → ') || '—'})`,
        value: `first frame ${ms(av1.firstFrameMs)}, ${stalls(av1)} stalls, ${av1.megabytes} MB in ${measured.windowSeconds} s`,
        baseline: `first frame ${ms(hls.firstFrameMs)}, ${stalls(hls)} stalls, ${hls.megabytes} MB (H.264 ladder)`,
        ratio: hls.megabytes ? `${round(av1.megabytes / hls.megabytes, 2)}× bytes` : '—',
        budget: 'info',
        status: 'info',
      });
    }
  }
  return rows;
}
