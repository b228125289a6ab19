import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Course } from '../../catalog/course/course.entity';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { courseTrackLanguages } from '../../catalog/lecture/track-languages.trigger';
import { mediaAccessTrigger } from '../../shared/media-access-triggers';
import { nowOnCreate, nowOnUpdate, uuidPrimaryKey, wordsOfText } from '../../shared/orm';
import { spokenWords } from './spoken-words.trigger';

export const CAPTION_KINDS = ['captions', 'subtitles'] as const;
export type CaptionKind = (typeof CAPTION_KINDS)[number];
/**
 * `upload`: made by a person (uploaded, or a machine's track once edited); `automatic`: made by transcription;
 * `aligned`: a person's script, timed by aligning it to the speech; `translated`: another track of the lecture,
 * machine-translated, its cues' times kept.
 */
export const CAPTION_SOURCES = ['upload', 'automatic', 'aligned', 'translated'] as const;
export type CaptionSource = (typeof CAPTION_SOURCES)[number];
/**
 * An uploaded track is READY at once; an automatic one is PROCESSING while its lecture is transcribed, then READY, or
 * DRAFT when the recogniser's confidence is below TRANSCRIPTION_PUBLISH_CONFIDENCE: shown to ADMINs only until one
 * approves or edits it.
 */
export const CAPTION_STATUSES = ['PROCESSING', 'READY', 'DRAFT', 'FAILED'] as const;
export type CaptionStatus = (typeof CAPTION_STATUSES)[number];

/**
 * One caption track of a lecture: at most one per language. The WebVTT file is kept in the database (`vtt`), not in
 * object storage: a track is small (an hour of speech is about 60 kB), it is written in the same transaction as its
 * cues (which the transcript search reads), so the file and the search never disagree, and /media serves it from one
 * primary-key read without a second store to keep in step or to clean up when a lecture is deleted.
 */
const CaptionTrackSchema = defineEntity({
  name: 'CaptionTrack',
  tableName: 'caption_tracks',
  properties: {
    id: uuidPrimaryKey(),
    lecture: () => p.manyToOne(Lecture).ref().deleteRule('cascade'),
    /** The lecture's course, kept here so the course's spoken words (spoken-words.trigger.ts) follow a cascade. */
    course: () => p.manyToOne(Course).ref().deleteRule('cascade'),
    /** A BCP 47 tag, as written by Intl.getCanonicalLocales (`en`, `pt-BR`). */
    language: p.string().length(35),
    label: p.string().length(100),
    kind: p.enum([...CAPTION_KINDS]).default('captions'),
    source: p.enum([...CAPTION_SOURCES]),
    status: p.enum([...CAPTION_STATUSES]).default('READY'),
    /** The mean of its words' confidences (0–1) when a recogniser gave them; null otherwise. */
    confidence: p.double().nullable(),
    /** 0–100 while PROCESSING. */
    progress: p.smallint().default(0),
    /** An aligned track's script, as the admin gave it: what the aligner times (and times again on a retry). */
    script: p.text().nullable().lazy().hidden(),
    /** A translated track's source: the language of the lecture's track it was translated from. */
    translatedFrom: p.string().length(35).nullable(),
    /** Why the last transcription FAILED, short and safe to show an admin. */
    failureReason: p.text().nullable(),
    /** 1 for the first cues, then one more for each upload, edit or transcription: an edit names the version it read. */
    version: p.integer().default(0),
    /** The WebVTT file served by /media, rendered from the cues (caption-format.ts). Empty while PROCESSING. */
    vtt: p.text().default(''),
    /**
     * Every word of the cues once, positions stripped: what the course's spoken words are made of (spoken-words.trigger.ts).
     * Written with the cues. Never read into the entity.
     */
    words: p.string().columnType('tsvector').nullable().lazy().hidden(),
    createdAt: nowOnCreate(),
    updatedAt: nowOnUpdate(),
  },
  uniques: [{ properties: ['lecture', 'language'] }],
  indexes: [{ properties: ['course'] }],
  // A track's coming, change or removal drops the lecture's cached master playlist facts (its subtitles), and may
  // change its course's caption languages.
  triggers: [...spokenWords.defs, mediaAccessTrigger('caption_tracks'), courseTrackLanguages.captionTracks],
});

export class CaptionTrack extends CaptionTrackSchema.class {}
CaptionTrackSchema.setClass(CaptionTrack);

/**
 * The cues of a track, one row each, for the transcript search: `words` is the cue's text as the catalogue's
 * `simple` configuration reads it, found through its GIN index.
 */
const CaptionCueSchema = defineEntity({
  name: 'CaptionCue',
  tableName: 'caption_cues',
  properties: {
    track: () => p.manyToOne(CaptionTrack).ref().primary().deleteRule('cascade'),
    /** 0, 1, 2… in time order. */
    position: p.integer().primary(),
    startSeconds: p.double(),
    endSeconds: p.double(),
    text: p.text(),
    /** A recogniser's confidence (0–1) in each word of `text`, in order; null when none was given. */
    confidences: p.json<number[]>().nullable(),
    words: wordsOfText(),
  },
  indexes: [{ properties: ['words'], type: 'fulltext' }],
});

export class CaptionCue extends CaptionCueSchema.class {}
CaptionCueSchema.setClass(CaptionCue);

/** The two tables as typed SQL sees them (docs/decisions/0006-typed-sql.md). */
export type CaptionTables = InferKyselyDB<typeof CaptionTrackSchema> & InferKyselyDB<typeof CaptionCueSchema>;
