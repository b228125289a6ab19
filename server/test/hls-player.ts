import { expect } from 'vitest';
import type { TestApp } from './harness';

/**
 * What a player does with a READY lecture: the master playlist on the learner's session, a variant, then every segment
 * of it by its byte range, each over HTTP with the signed URLs the playlists list.
 */
export async function fetchSegments(on: TestApp, token: string, lectureId: string) {
  const masterUrl = new URL(`/media/lectures/${lectureId}/hls.m3u8`, on.url);
  const master = await (await fetch(masterUrl, { headers: { authorization: `Bearer ${token}` } })).text();
  const variantUrl = new URL(master.split('\n').find((line) => line && !line.startsWith('#'))!, masterUrl);
  const variant = await (await fetch(variantUrl)).text();
  const lines = variant.split('\n');
  let fetched = 0;
  for (const [index, line] of lines.entries()) {
    const range = /^#EXT-X-BYTERANGE:(\d+)@(\d+)/.exec(line);
    if (!range) continue;
    const [length, offset] = [Number(range[1]), Number(range[2])];
    const response = await fetch(new URL(lines[index + 1]!, variantUrl), {
      headers: { range: `bytes=${offset}-${offset + length - 1}` },
    });
    expect(response.status).toBe(206);
    await response.arrayBuffer();
    fetched += 1;
  }
  expect(fetched).toBeGreaterThan(0);
}
