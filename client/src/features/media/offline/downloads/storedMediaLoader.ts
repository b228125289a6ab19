import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';

/**
 * Where the player asks for a download's playlist (`media.m3u8`, or `master.m3u8` when the download keeps the sound
 * as a rendition of its own): an address on this origin that never reaches the network.
 */
export const storedPlaylistUrl = (downloadId: string, playlist: string) =>
  new URL(`/offline-media/${encodeURIComponent(downloadId)}/${playlist}`, window.location.origin).href;

export interface StoredMedia {
  /** A stored file of the download (`media.m3u8`, `init.mp4`, `<n>.m4s`, and the sound's `audio-<n>.m4s`…). */
  file(name: string): Promise<ArrayBuffer | undefined>;
  /** The download's AES-128 key, unwrapped with the device's private key (the playlist names it `key`). */
  key(): Promise<ArrayBuffer>;
  /** Video segment `n` was handed to the player: the receipt lists the segments played. */
  onSegment?(sequence: number): void;
}

const SEGMENT = /^(\d+)\.m4s$/;

const freshStats = (): LoaderStats => ({
  aborted: false,
  loaded: 0,
  retry: 0,
  total: 0,
  chunkCount: 0,
  bwEstimate: 0,
  loading: { start: 0, first: 0, end: 0 },
  parsing: { start: 0, end: 0 },
  buffering: { start: 0, first: 0, end: 0 },
});

/**
 * hls.js's loader for a download (its `loader`, which playlists, segments and keys all go through when `pLoader` and
 * `fLoader` are not set): every file is read from the device's store, the key is the one unwrapped in memory.
 */
export function storedMediaLoader(media: StoredMedia): HlsConfig['loader'] {
  return class StoredMediaLoader implements Loader<LoaderContext> {
    context: LoaderContext | null = null;
    stats: LoaderStats = freshStats();
    private aborted = false;

    load(context: LoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
      this.context = context;
      const stats = this.stats;
      stats.loading.start = performance.now();
      const name = decodeURIComponent(new URL(context.url).pathname.split('/').pop() ?? '');
      const read = name === 'key' ? media.key() : media.file(name);
      read.then(
        (bytes) => {
          if (this.aborted) return;
          if (!bytes) {
            callbacks.onError({ code: 404, text: `${name} is not on this device` }, context, null, stats);
            return;
          }
          const sequence = SEGMENT.exec(name)?.[1];
          if (sequence !== undefined) media.onSegment?.(Number(sequence));
          stats.loaded = stats.total = bytes.byteLength;
          stats.loading.first = stats.loading.end = performance.now();
          const data = context.responseType === 'arraybuffer' ? bytes : new TextDecoder().decode(bytes);
          callbacks.onSuccess({ url: context.url, data, code: 200 }, stats, context, null);
        },
        (error: unknown) => {
          if (!this.aborted) callbacks.onError({ code: 0, text: String(error) }, context, null, stats);
        },
      );
    }

    abort() {
      this.aborted = true;
      this.stats.aborted = true;
    }

    destroy() {
      this.abort();
      this.context = null;
    }
  } as unknown as HlsConfig['loader'];
}
