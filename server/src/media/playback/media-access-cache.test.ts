import { describe, expect, it } from 'vitest';
import { MEDIA_ACCESS_TTL_MS, TaggedCache } from './media-access-cache';

/** A cache on a clock the test moves, whose loads count and answer what the test says. */
function setup() {
  let clock = 1_000_000;
  let listening = true;
  const cache = new TaggedCache<string>(
    () => listening,
    () => clock,
  );
  let loads = 0;
  const load = (answer: string) => () => {
    loads += 1;
    return Promise.resolve(answer);
  };
  return {
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => {
      clock += ms;
    },
    setListening: (value: boolean) => {
      listening = value;
    },
  };
}

describe('the media-access cache', () => {
  it('answers a key from memory until MEDIA_ACCESS_TTL_MS, then reads again', async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.get('token-a', ['s:1'], load('alice'))).toBe('alice');
    advance(MEDIA_ACCESS_TTL_MS - 1);
    expect(await cache.get('token-a', ['s:1'], load('changed'))).toBe('alice');
    expect(loads()).toBe(1);
    advance(1);
    expect(await cache.get('token-a', ['s:1'], load('changed'))).toBe('changed');
    expect(loads()).toBe(2);
  });

  it("never answers one key with another's entry", async () => {
    const { cache, load } = setup();
    await cache.get('token-a', ['s:1'], load('alice'));
    expect(await cache.get('token-b', ['s:2'], load('bob'))).toBe('bob');
    expect(await cache.get('token-a', ['s:1'], load('other'))).toBe('alice');
  });

  it('drops the entries of a notified tag, and only those', async () => {
    const { cache, load, loads } = setup();
    await cache.get('slot-1', ['s:1', 'l:9'], load('lease'));
    await cache.get('slot-2', ['s:2', 'l:9'], load('lease'));
    await cache.get('slot-3', ['s:3', 'l:8'], load('lease'));
    cache.invalidate('l:9');
    expect(await cache.get('slot-1', ['s:1', 'l:9'], load('gone'))).toBe('gone');
    expect(await cache.get('slot-2', ['s:2', 'l:9'], load('gone'))).toBe('gone');
    expect(await cache.get('slot-3', ['s:3', 'l:8'], load('gone'))).toBe('lease');
    expect(loads()).toBe(5);
  });

  it('does not keep an answer whose statement was running when its tag was notified', async () => {
    const { cache } = setup();
    let resolve!: (value: string) => void;
    const running = cache.get('token-a', ['s:1'], () => new Promise<string>((done) => (resolve = done)));
    cache.invalidate('s:1');
    resolve('read before the commit');
    expect(await running).toBe('read before the commit');
    expect(await cache.get('token-a', ['s:1'], () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('keeps neither a failed statement nor an answer it is told not to keep', async () => {
    const { cache, load, loads } = setup();
    await expect(cache.get('k', ['s:1'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', ['s:1'], load('up'))).toBe('up');
    const refusal = () => cache.get('r', ['s:2'], load('refused'), (answer) => answer !== 'refused');
    await refusal();
    await new Promise((resolve) => setImmediate(resolve));
    await refusal();
    expect(loads()).toBe(3);
  });

  it('reads afresh every time while nothing listens for notifications', async () => {
    const { cache, load, loads, setListening } = setup();
    setListening(false);
    await cache.get('k', ['s:1'], load('a'));
    await cache.get('k', ['s:1'], load('b'));
    expect(loads()).toBe(2);
  });
});
