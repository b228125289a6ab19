import { INBOX_KINDS } from '@coursehub/shared';
import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Course } from '../../catalog/course/course.entity';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { User } from '../../identity/user/user.entity';
import { uuidPrimaryKey } from '../../shared/orm';

/**
 * One thing the in-app inbox tells a learner. `subject` is what it is about (the answer, the new lecture, the
 * certificate, the team invitation): one item per learner, kind and subject, so a change told twice (a job run again) is kept once. Its
 * texts are kept as they were when it was told, as a mail's are; the course and lecture it links to take it away with
 * them.
 */
const InboxItemSchema = defineEntity({
  name: 'InboxItem',
  tableName: 'inbox_items',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    kind: p.enum([...INBOX_KINDS]),
    subjectId: p.uuid(),
    /** The course it is about; none for a team invitation. */
    course: () => p.manyToOne(Course).ref().nullable().deleteRule('cascade').index(),
    lecture: () => p.manyToOne(Lecture).ref().nullable().deleteRule('cascade').index(),
    /** The item's texts and link targets: titles, names, a certificate's code. */
    data: p.json<Record<string, string>>(),
    createdAt: p.datetime(),
    readAt: p.datetime().nullable(),
  },
  uniques: [{ properties: ['user', 'kind', 'subjectId'] }],
  indexes: [
    // A learner's inbox, newest first, and its unread count.
    { name: 'inbox_items_user_newest_index', properties: ['user', 'createdAt', 'id'] },
  ],
});

export class InboxItem extends InboxItemSchema.class {}
InboxItemSchema.setClass(InboxItem);

/** The inbox table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type InboxTables = InferKyselyDB<typeof InboxItemSchema>;
