import { describe, expect, it } from 'vitest';
import { hasVideoContent } from './videoContent';

const file = (bytes: number[] | string, name = 'talk.mp4') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type: 'video/mp4' });

describe('hasVideoContent', () => {
  it('knows MP4, MOV and WEBM by their first bytes', async () => {
    expect(await hasVideoContent(file([0, 0, 0, 0x20, ...'ftypisom'.split('').map((c) => c.charCodeAt(0))]))).toBe(
      true,
    );
    expect(await hasVideoContent(file([0, 0, 0, 8, ...'wide'.split('').map((c) => c.charCodeAt(0))], 'old.mov'))).toBe(
      true,
    );
    expect(await hasVideoContent(file([0x1a, 0x45, 0xdf, 0xa3, 1, 0, 0, 0], 'talk.webm'))).toBe(true);
  });

  it('refuses a text file, or an empty one, named .mp4', async () => {
    expect(await hasVideoContent(file('These are my lecture notes.'))).toBe(false);
    expect(await hasVideoContent(file([]))).toBe(false);
  });
});
