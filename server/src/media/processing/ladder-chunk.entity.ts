import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Lecture } from '../../catalog/lecture/lecture.entity';

/**
 * One chunk of a lecture's ladder encoded on the queue (docs/video.md#chunked-ladder): a row per chunk of one split
 * (`ladderId`), written with the chunks' jobs. A chunk's job counts its attempts here and marks it done; the one that
 * leaves no chunk undone queues the join. The rows go when the join publishes, when the ladder fails, and when the
 * lecture's next split replaces them; deleting the lecture deletes them.
 */
const LadderChunkSchema = defineEntity({
  name: 'LadderChunk',
  tableName: 'lecture_ladder_chunks',
  properties: {
    /** One split of one attempt: a retried ladder splits afresh under a new id, so a late job of the last one matches nothing. */
    ladderId: p.uuid().primary(),
    /** 0, 1, 2… in time order. */
    position: p.integer().primary(),
    lecture: () => p.manyToOne(Lecture).ref().deleteRule('cascade').index(),
    /** The lecture's processing attempt whose original was split. */
    version: p.uuid(),
    startSeconds: p.double(),
    /** Null for the last chunk: to the end. */
    endSeconds: p.double().nullable(),
    /** Attempts started at this chunk's encode: 1 when its first one did it. */
    attempts: p.integer().default(0),
    doneAt: p.datetime().nullable(),
  },
});

export class LadderChunk extends LadderChunkSchema.class {}
LadderChunkSchema.setClass(LadderChunk);

/** The table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type LadderChunkTables = InferKyselyDB<typeof LadderChunkSchema>;
