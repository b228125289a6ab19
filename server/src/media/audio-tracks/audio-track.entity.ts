import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { courseTrackLanguages } from '../../catalog/lecture/track-languages.trigger';
import { mediaAccessTrigger } from '../../shared/media-access-triggers';
import { nowOnCreate, nowOnUpdate, uuidPrimaryKey } from '../../shared/orm';

/** `dub`: the lecture spoken in another language; `description`: the lecture with what is shown described aloud. */
export const AUDIO_TRACK_KINDS = ['dub', 'description'] as const;
export type AudioTrackKind = (typeof AUDIO_TRACK_KINDS)[number];

/** PROCESSING while the upload is encoded for HLS, READY in the player's audio menu, FAILED (see failureReason). */
export const AUDIO_TRACK_STATUSES = ['PROCESSING', 'READY', 'FAILED'] as const;
export type AudioTrackStatus = (typeof AUDIO_TRACK_STATUSES)[number];

/**
 * An alternate audio track of a lecture (at most one per language and kind): the master playlist lists each READY one
 * as an `AUDIO` rendition beside the sound the video carries. Its outputs (`audio.m3u8` byte-ranging `audio.mp4`) live
 * in a folder of the lecture's outputs of their own, `lectures/<lecture>/<version>/`, which the signed HLS route serves
 * like a rendition's, and which goes with the lecture; a new upload in the same language and kind is a new version.
 */
const AudioTrackSchema = defineEntity({
  name: 'AudioTrack',
  tableName: 'audio_tracks',
  properties: {
    id: uuidPrimaryKey(),
    lecture: () => p.manyToOne(Lecture).ref().deleteRule('cascade'),
    /** A BCP 47 tag, as written by Intl.getCanonicalLocales (`hi`, `pt-BR`). */
    language: p.string().length(35),
    label: p.string().length(100),
    kind: p.enum([...AUDIO_TRACK_KINDS]).default('dub'),
    status: p.enum([...AUDIO_TRACK_STATUSES]).default('PROCESSING'),
    /** The uploaded file, kept until the encode has succeeded. */
    sourceKey: p.string().length(255).nullable(),
    /** The folder of this version's outputs under the lecture's: a fresh UUID per upload. */
    version: p.uuid(),
    durationSeconds: p.double().nullable(),
    /** Why the encode FAILED, short and safe to show an admin. */
    failureReason: p.text().nullable(),
    createdAt: nowOnCreate(),
    updatedAt: nowOnUpdate(),
  },
  uniques: [{ properties: ['lecture', 'language', 'kind'] }],
  // A track's coming, change or removal drops the lecture's cached master playlist facts (its audio renditions), and
  // may change its course's audio languages.
  triggers: [mediaAccessTrigger('audio_tracks'), courseTrackLanguages.audioTracks],
});

export class AudioTrack extends AudioTrackSchema.class {}
AudioTrackSchema.setClass(AudioTrack);

/** The table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type AudioTrackTables = InferKyselyDB<typeof AudioTrackSchema>;
