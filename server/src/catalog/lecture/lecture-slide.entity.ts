import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { wordsOfText } from '../../shared/orm';
import { Lecture } from './lecture.entity';

/**
 * The slides found in a lecture's video (media/slides, the `lecture.slides` job), one row each: when it appears, its
 * title and text as read, and its picture in the store. They belong to the processing attempt the lecture's
 * `slidesVersion` names; the lecture's slides are read only while that is its current attempt. `words` is the text as
 * the catalogue's `simple` configuration reads it, for the search inside lectures (through its GIN index).
 */
const LectureSlideSchema = defineEntity({
  name: 'LectureSlide',
  tableName: 'lecture_slides',
  properties: {
    lecture: () => p.manyToOne(Lecture).ref().primary().deleteRule('cascade'),
    /** 0, 1, 2… in time order. */
    position: p.integer().primary(),
    startSeconds: p.double(),
    title: p.text(),
    /** Every line read, the title's first. */
    text: p.text(),
    imageKey: p.text(),
    words: wordsOfText(),
  },
  indexes: [{ properties: ['words'], type: 'fulltext' }],
});

export class LectureSlide extends LectureSlideSchema.class {}
LectureSlideSchema.setClass(LectureSlide);

/** The table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type LectureSlideTables = InferKyselyDB<typeof LectureSlideSchema>;
