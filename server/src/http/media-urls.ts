/** Moved to shared/media-urls.ts (services build these URLs, and modules import nothing of http/ but its two entries). */
export * from '../shared/media-urls';
