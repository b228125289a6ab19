import { DEFAULT_COURSE_LANGUAGE, LANGUAGE_TAG_MAX } from '@coursehub/shared';
import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate, nowOnUpdate, uuidPrimaryKey } from '../../shared/orm';
import { bumpCatalogVersion } from './catalog-version.trigger';
import { Category } from './category.entity';
import { categoryCounts } from './category-counts.trigger';
import { captionLanguageCounts, languageCounts } from './language-counts.trigger';
import { searchWordCounts } from './search-words.trigger';

const SEARCH_VECTOR =
  "(setweight(to_tsvector('simple'::regconfig, (title)::text), 'A'::\"char\") || setweight(to_tsvector('simple'::regconfig, (created_by)::text), 'B'::\"char\") || setweight(to_tsvector('simple'::regconfig, (category)::text), 'B'::\"char\") || setweight(to_tsvector('simple'::regconfig, description), 'C'::\"char\")) stored";

const RANK_VECTOR =
  "(setweight(to_tsvector('simple'::regconfig, (title)::text), 'A'::\"char\") || setweight(to_tsvector('simple'::regconfig, (created_by)::text), 'B'::\"char\") || setweight(to_tsvector('simple'::regconfig, (category)::text), 'B'::\"char\")) stored";

/**
 * A DRAFT is seen by ADMINs only (the catalogue, search, counts, REST, the course page); PUBLISHED by everyone
 * (docs/learning.md#drafts-and-publishing).
 */
export const COURSE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

const CourseSchema = defineEntity({
  name: 'Course',
  tableName: 'courses',
  properties: {
    id: uuidPrimaryKey(),
    title: p.string().length(200),
    description: p.text(),
    /** The category's name (the spec's `category` string); renaming the category renames it here (on update cascade). */
    category: () => p.manyToOne(Category).fieldName('category').index().updateRule('cascade').deleteRule('no action'),
    /** The instructor's name, as the spec's `createdBy`. */
    createdBy: p.string().length(200),
    thumbnailKey: p.string().length(500),
    status: p.enum([...COURSE_STATUSES]).default('DRAFT'),
    /**
     * While a DRAFT: publish it when one of its lectures is first READY (auto-publish.ts); cleared when it is
     * published, so unpublishing later keeps it a draft.
     */
    autoPublish: p.boolean().default(false),
    subtitle: p.string().length(200).nullable(),
    /** What you'll learn: the course page's list. */
    outcomes: p.json<string[]>().onCreate(() => []),
    requirements: p.json<string[]>().onCreate(() => []),
    instructorBio: p.text().nullable(),
    /** The instructor's photo, stored as the thumbnails are; null: the page shows their initials. */
    instructorAvatarKey: p.string().length(500).nullable(),
    /** The certificate waits for every lecture's verified completion (media/viewing), not only the learner's marks. */
    requireVerifiedViewing: p.boolean().default(false),
    /** What the teacher speaks: a BCP 47 tag, canonical (@coursehub/shared's languages.ts), as tracks' languages are. */
    language: p.string().length(LANGUAGE_TAG_MAX).default(DEFAULT_COURSE_LANGUAGE),
    /**
     * The languages of the READY caption tracks of its READY lectures, and of their READY audio tracks: each once, in
     * code-point order. Kept by triggers on the tracks and lectures (catalog/lecture/track-languages.trigger.ts); the
     * app never writes them.
     */
    captionLanguages: p.array<string>().default([]),
    audioLanguages: p.array<string>().default([]),
    createdAt: nowOnCreate(),
    updatedAt: nowOnUpdate(),
    /**
     * What the catalogue's search matches, kept by PostgreSQL itself: the title weighs most (A), then the instructor
     * and the category (B), then the description (C). The `simple` configuration (lower-cased words, no stemming, no
     * stop words): a search matches word prefixes as the user types, and 'a' or 'in', being typed, must not vanish as
     * English stop words. Never read into the entity.
     */
    searchVector: p.string().columnType('tsvector').generated(SEARCH_VECTOR).nullable().lazy().hidden(),
    /**
     * What the relevance order ranks a match by: the search_vector without the description, so ranking reads a few
     * words a course rather than all of them; a course found by its description alone ranks after those found by
     * their title, instructor or category. Never read into the entity.
     */
    rankVector: p.string().columnType('tsvector').generated(RANK_VECTOR).nullable().lazy().hidden(),
    /**
     * The words spoken in the course's lectures (their caption tracks), which the search also matches; kept by the
     * captions module's trigger (media/captions/spoken-words.trigger.ts). Never read into the entity.
     */
    spokenVector: p.string().columnType('tsvector').nullable().lazy().hidden(),
  },
  /** The catalogue's keyset orders (course-catalog.service.ts), its full-text search and its language filters. */
  indexes: [
    { properties: ['createdAt', 'id'] },
    { properties: ['title', 'id'] },
    { properties: ['searchVector'], type: 'fulltext' },
    { properties: ['spokenVector'], type: 'fulltext' },
    { properties: ['language'] },
    { properties: ['captionLanguages'], type: 'gin' },
    { properties: ['audioLanguages'], type: 'gin' },
  ],
  triggers: [
    bumpCatalogVersion,
    ...categoryCounts.defs,
    ...searchWordCounts.defs,
    ...languageCounts.defs,
    ...captionLanguageCounts.defs,
  ],
});

export class Course extends CourseSchema.class {}
CourseSchema.setClass(Course);

/** The `courses` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type CourseTables = InferKyselyDB<typeof CourseSchema>;

/** What the `course.published` webhook event says of a course. */
export const courseEventData = (course: { id: string; title: string }) => ({
  courseId: course.id,
  title: course.title,
});
