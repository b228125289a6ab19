import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { User } from '../../identity/user/user.entity';

/** A learner's weekly goal: minutes of watching a week. No row: no goal. */
const LearningGoalSchema = defineEntity({
  name: 'LearningGoal',
  tableName: 'learning_goals',
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule('cascade'),
    weeklyMinutes: p.integer(),
    updatedAt: p.datetime(),
  },
});

export class LearningGoal extends LearningGoalSchema.class {}
LearningGoalSchema.setClass(LearningGoal);

/** The goals table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type LearningGoalTables = InferKyselyDB<typeof LearningGoalSchema>;
