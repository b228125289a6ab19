import type { ReceiptHeartbeat } from '@coursehub/shared';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export const DOWNLOAD_QUALITIES = ['DATA_SAVER', 'SD_360', 'HD_720'] as const;
export type DownloadQuality = (typeof DOWNLOAD_QUALITIES)[number];

/** Where a download is: fetching, stopped by the learner, stopped by an error, or whole on the device. */
export type DownloadProgress = 'downloading' | 'paused' | 'failed' | 'complete';

/** A caption track kept with the lecture: its WebVTT text is the file `captions-<language>.vtt`. */
export interface StoredCaption {
  language: string;
  label: string;
  file: string;
}

/** One lecture on the device: its grant (the key wrapped for this device), what it is, and how far it got. */
export interface Download {
  /** The grant's id: names the download in its media requests and its viewing receipts. */
  id: string;
  lectureId: string;
  lectureTitle: string;
  courseId: string;
  courseTitle: string;
  quality: DownloadQuality;
  wrappedKey: string;
  issuedAt: string;
  expiresAt: string;
  progress: DownloadProgress;
  /** Every file the download keeps, in the order they are fetched: the playlist, the init section, segments, captions. */
  files: string[];
  /** How many of `files` are stored. */
  filesStored: number;
  /** The bytes the server said the media take, for the progress bar before every file is in. */
  expectedBytes: number;
  /** The bytes stored: the sum of the stored files' lengths. */
  bytesStored: number;
  captions: StoredCaption[];
  createdAt: number;
}

/** A stored file's bytes (text files as UTF-8). */
export interface StoredFile {
  key: string;
  downloadId: string;
  bytes: ArrayBuffer;
}

/** A stretch of offline viewing, signed, waiting for a connection to be counted. */
export interface PendingReceipt {
  receiptId: string;
  grantId: string;
  segments: number[];
  heartbeats: ReceiptHeartbeat[];
  mac: string;
}

/** The device's key pair for downloads: the private half cannot be exported, even by this app. */
export interface DeviceKeys {
  publicKey: string;
  privateKey: CryptoKey;
}

export const fileKey = (downloadId: string, file: string) => `${downloadId}/${file}`;

/** Where downloads are kept: IndexedDB in the browser, Maps in tests. */
export interface DownloadStore {
  list(): Promise<Download[]>;
  get(id: string): Promise<Download | undefined>;
  put(download: Download): Promise<void>;
  /** Stores one file and adds its length to the download's count, in one step. */
  putFile(downloadId: string, file: string, bytes: ArrayBuffer): Promise<Download>;
  file(downloadId: string, file: string): Promise<ArrayBuffer | undefined>;
  /** Drops the download and every file of it. */
  remove(id: string): Promise<void>;
  deviceKeys(): Promise<DeviceKeys | undefined>;
  setDeviceKeys(keys: DeviceKeys): Promise<void>;
  receipts(): Promise<PendingReceipt[]>;
  putReceipt(receipt: PendingReceipt): Promise<void>;
  removeReceipt(receiptId: string): Promise<void>;
}

function counted(download: Download | undefined, bytes: ArrayBuffer): Download {
  if (!download) throw new Error('This download was removed');
  return { ...download, filesStored: download.filesStored + 1, bytesStored: download.bytesStored + bytes.byteLength };
}

export function memoryDownloadStore(): DownloadStore {
  const downloads = new Map<string, Download>();
  const files = new Map<string, ArrayBuffer>();
  const receipts = new Map<string, PendingReceipt>();
  let keys: DeviceKeys | undefined;
  return {
    list: async () => [...downloads.values()],
    get: async (id) => downloads.get(id),
    put: async (download) => void downloads.set(download.id, download),
    putFile: async (downloadId, file, bytes) => {
      const next = counted(downloads.get(downloadId), bytes);
      files.set(fileKey(downloadId, file), bytes);
      downloads.set(downloadId, next);
      return next;
    },
    file: async (downloadId, file) => files.get(fileKey(downloadId, file)),
    remove: async (id) => {
      downloads.delete(id);
      for (const key of [...files.keys()]) if (key.startsWith(`${id}/`)) files.delete(key);
    },
    deviceKeys: async () => keys,
    setDeviceKeys: async (next) => {
      keys = next;
    },
    receipts: async () => [...receipts.values()],
    putReceipt: async (receipt) => void receipts.set(receipt.receiptId, receipt),
    removeReceipt: async (receiptId) => void receipts.delete(receiptId),
  };
}

interface DownloadsDb extends DBSchema {
  downloads: { key: string; value: Download };
  files: { key: string; value: StoredFile; indexes: { downloadId: string } };
  receipts: { key: string; value: PendingReceipt };
  device: { key: string; value: DeviceKeys };
}

const DB_NAME = 'coursehub-downloads';

/** The browser's store, or null where IndexedDB is missing (server render, private modes that refuse it). */
export function indexedDbDownloadStore(): DownloadStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let db: Promise<IDBPDatabase<DownloadsDb>> | undefined;
  const open = () => {
    db ??= openDB<DownloadsDb>(DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore('downloads', { keyPath: 'id' });
        database.createObjectStore('files', { keyPath: 'key' }).createIndex('downloadId', 'downloadId');
        database.createObjectStore('receipts', { keyPath: 'receiptId' });
        database.createObjectStore('device');
      },
    });
    return db;
  };
  return {
    list: async () => (await open()).getAll('downloads'),
    get: async (id) => (await open()).get('downloads', id),
    put: async (download) => void (await (await open()).put('downloads', download)),
    putFile: async (downloadId, file, bytes) => {
      // One transaction: the count and the bytes never disagree, so the storage shown is exact.
      const tx = (await open()).transaction(['downloads', 'files'], 'readwrite');
      const next = counted(await tx.objectStore('downloads').get(downloadId), bytes);
      await tx.objectStore('files').put({ key: fileKey(downloadId, file), downloadId, bytes });
      await tx.objectStore('downloads').put(next);
      await tx.done;
      return next;
    },
    file: async (downloadId, file) => (await (await open()).get('files', fileKey(downloadId, file)))?.bytes,
    remove: async (id) => {
      const tx = (await open()).transaction(['downloads', 'files'], 'readwrite');
      await tx.objectStore('downloads').delete(id);
      const files = tx.objectStore('files');
      for (const key of await files.index('downloadId').getAllKeys(id)) await files.delete(key);
      await tx.done;
    },
    deviceKeys: async () => (await open()).get('device', 'keys'),
    setDeviceKeys: async (keys) => void (await (await open()).put('device', keys, 'keys')),
    receipts: async () => (await open()).getAll('receipts'),
    putReceipt: async (receipt) => void (await (await open()).put('receipts', receipt)),
    removeReceipt: async (receiptId) => (await open()).delete('receipts', receiptId),
  };
}
