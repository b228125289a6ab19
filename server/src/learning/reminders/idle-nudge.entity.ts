import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { User } from '../../identity/user/user.entity';

/**
 * The idle reminders a learner was sent since they last learned: a learner gets one after IDLE_NUDGE_DAYS without a
 * lecture, a second after as many days more, and then none until they come back (a lecture watched after
 * `lastSentAt` starts the count afresh). Two reminders ignored are taken as an answer.
 */
const IdleNudgeSchema = defineEntity({
  name: 'IdleNudge',
  tableName: 'idle_nudges',
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule('cascade'),
    /** Reminders sent in the learner's current break: 1 or 2. */
    sent: p.smallint(),
    lastSentAt: p.datetime(),
  },
});

export class IdleNudge extends IdleNudgeSchema.class {}
IdleNudgeSchema.setClass(IdleNudge);

/** The `idle_nudges` table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type IdleNudgeTables = InferKyselyDB<typeof IdleNudgeSchema>;
