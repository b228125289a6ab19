import { deviceKeys } from './deviceCrypto';
import type { Download, DownloadQuality, DownloadStore, StoredCaption } from './downloadStore';

/** What the device is given for a download (the `downloadGrant` mutation). */
export interface IssuedGrant {
  id: string;
  lectureId: string;
  quality: DownloadQuality;
  wrappedKey: string;
  issuedAt: string;
  expiresAt: string;
}

/** A lecture to download, with the names the Downloads page shows offline. */
export interface LectureToDownload {
  lectureId: string;
  lectureTitle: string;
  courseId: string;
  courseTitle: string;
}

/** The server's plan of a download (`GET /media/downloads/:grantId`). */
interface DownloadPlan {
  segments: number;
  /** The sound's segments when it is a rendition of its own (kept beside the video, with a master naming both). */
  audioSegments?: number | null;
  bytes: number;
  captions: { language: string; label: string; url: string }[];
}

export interface DownloadManagerDeps {
  store: DownloadStore;
  /** Asks the server for a grant whose key is wrapped for `devicePublicKey`. */
  requestGrant(lectureId: string, quality: DownloadQuality, devicePublicKey: string): Promise<IssuedGrant>;
  fetch?: typeof fetch;
  crypto?: Crypto;
  now?: () => number;
}

export const PLAYLIST_FILE = 'media.m3u8';
export const INIT_FILE = 'init.mp4';
export const segmentFile = (sequence: number) => `${sequence}.m4s`;
/** The video's and the sound's playlists together: kept only when the sound is a rendition of its own. */
export const MASTER_FILE = 'master.m3u8';
const AUDIO_PLAYLIST_FILE = 'audio.m3u8';
const AUDIO_INIT_FILE = 'audio-init.mp4';
const audioSegmentFile = (index: number) => `audio-${index}.m4s`;
const captionFile = (language: string) => `captions-${language}.vtt`;

const downloadUrl = (grantId: string, file = '') => `/media/downloads/${grantId}${file ? `/${file}` : ''}`;

/** The files a download keeps and where each comes from, in the order they are fetched. */
function filesOf(grantId: string, plan: DownloadPlan) {
  const video = [PLAYLIST_FILE, INIT_FILE, ...Array.from({ length: plan.segments }, (_, n) => segmentFile(n))];
  const sound = plan.audioSegments
    ? [
        MASTER_FILE,
        AUDIO_PLAYLIST_FILE,
        AUDIO_INIT_FILE,
        ...Array.from({ length: plan.audioSegments }, (_, n) => audioSegmentFile(n)),
      ]
    : [];
  const media = [...video, ...sound];
  return [
    ...media.map((file) => ({ file, url: downloadUrl(grantId, file) })),
    ...plan.captions.map((caption) => ({ file: captionFile(caption.language), url: caption.url })),
  ];
}

type Listener = () => void;

/**
 * Downloads lectures to the device and keeps them: asks for a grant (the key wrapped for this device's key pair),
 * then fetches the playlist, the init section, the encrypted segments (the sound's too, with the master playing both,
 * when the lecture's sound is a rendition of its own) and the captions one file at a time into the
 * store, so a download can pause between files and resume where it stopped, even after a reload. Storage used is the
 * sum of the bytes stored.
 */
export class DownloadManager {
  private readonly running = new Map<string, AbortController>();
  private readonly listeners = new Set<Listener>();
  private readonly fetch: typeof fetch;

  constructor(private readonly deps: DownloadManagerDeps) {
    this.fetch = deps.fetch ?? ((...args) => globalThis.fetch(...args));
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }

  list(): Promise<Download[]> {
    return this.deps.store.list().then((all) => all.sort((a, b) => a.createdAt - b.createdAt));
  }

  /** Every byte the downloads keep on this device. */
  async bytesUsed(): Promise<number> {
    return (await this.deps.store.list()).reduce((sum, download) => sum + download.bytesStored, 0);
  }

  /** Asks for a grant for the lecture at `quality` and starts fetching it. Resolves once it is whole or stopped. */
  async download(lecture: LectureToDownload, quality: DownloadQuality): Promise<Download> {
    const { store } = this.deps;
    const { publicKey } = await deviceKeys(store, this.deps.crypto);
    const grant = await this.deps.requestGrant(lecture.lectureId, quality, publicKey);
    const plan = (await this.json(downloadUrl(grant.id))) as DownloadPlan;
    const captions: StoredCaption[] = plan.captions.map(({ language, label }) => ({
      language,
      label,
      file: captionFile(language),
    }));
    const download: Download = {
      ...lecture,
      id: grant.id,
      quality: grant.quality,
      wrappedKey: grant.wrappedKey,
      issuedAt: grant.issuedAt,
      expiresAt: grant.expiresAt,
      progress: 'downloading',
      files: filesOf(grant.id, plan).map(({ file }) => file),
      filesStored: 0,
      expectedBytes: plan.bytes,
      bytesStored: 0,
      captions,
      createdAt: (this.deps.now ?? Date.now)(),
    };
    await store.put(download);
    this.changed();
    await this.fetchRest(download, plan);
    return (await store.get(download.id)) ?? download;
  }

  /** Stops fetching after the file under way; what is stored stays. */
  async pause(id: string) {
    this.running.get(id)?.abort();
    this.running.delete(id);
    await this.setProgress(id, 'paused');
  }

  /** Goes on from the first file not yet stored. */
  async resume(id: string) {
    const download = await this.deps.store.get(id);
    if (!download || download.progress === 'complete' || this.running.has(id)) return;
    const plan = (await this.json(downloadUrl(id))) as DownloadPlan;
    await this.setProgress(id, 'downloading');
    await this.fetchRest({ ...download, progress: 'downloading' }, plan);
  }

  async remove(id: string) {
    this.running.get(id)?.abort();
    this.running.delete(id);
    await this.deps.store.remove(id);
    this.changed();
  }

  private async setProgress(id: string, progress: Download['progress']) {
    const download = await this.deps.store.get(id);
    if (!download) return;
    await this.deps.store.put({ ...download, progress });
    this.changed();
  }

  private async json(url: string): Promise<unknown> {
    const response = await this.fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new DownloadRefused(response.status, await messageOf(response));
    return response.json();
  }

  private async fetchRest(download: Download, plan: DownloadPlan) {
    const controller = new AbortController();
    this.running.set(download.id, controller);
    const files = filesOf(download.id, plan);
    try {
      for (const { file, url } of files.slice(download.filesStored)) {
        const response = await this.fetch(url, { credentials: 'same-origin', signal: controller.signal });
        if (!response.ok) throw new DownloadRefused(response.status, await messageOf(response));
        const bytes = await response.arrayBuffer();
        if (controller.signal.aborted) return;
        await this.deps.store.putFile(download.id, file, bytes);
        this.changed();
      }
      await this.setProgress(download.id, 'complete');
    } catch (error) {
      if (controller.signal.aborted) return;
      await this.setProgress(download.id, 'failed');
      throw error;
    } finally {
      if (this.running.get(download.id) === controller) this.running.delete(download.id);
    }
  }
}

/** The server refused a file of the download: its status and its message. */
export class DownloadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadRefused';
  }
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string };
    return body.message ?? response.statusText;
  } catch {
    return response.statusText;
  }
}
