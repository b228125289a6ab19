import {
  GOAL_STREAK_WEEKS_MAX,
  GOAL_WEEKS_SHOWN,
  goalMessages,
  WEEKLY_GOAL_MAX_MINUTES,
  WEEKLY_GOAL_MIN_MINUTES,
} from '@coursehub/shared';
import { sql } from 'kysely';
import type { ViewingTables } from '../../media/viewing/viewing.entity';
import { badInput } from '../../shared/errors';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import type { LearningGoalTables } from './learning-goal.entity';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

export interface WeekMinutes {
  /** The week's Monday (UTC), as YYYY-MM-DD. */
  weekStart: string;
  minutes: number;
}

export interface WeeklyGoalView {
  /** The goal; null without one. */
  weeklyMinutes: number | null;
  minutesThisWeek: number;
  /** Weeks in a row, up to this one, whose minutes reached the goal (this week counts once reached). */
  streakWeeks: number;
  /** The last GOAL_WEEKS_SHOWN weeks, the oldest first, this one last. */
  weeks: WeekMinutes[];
}

const goalDb = (em: Em) => em.getKysely<LearningGoalTables & ViewingTables>();

/** The Monday (UTC) of the week holding `date`. */
export function weekStartOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** How many weeks in a row, back from this one, reached `goal`; this week counts only once reached. */
export function streakOf(minutesByWeek: ReadonlyMap<string, number>, thisWeek: Date, goal: number): number {
  const reached = (weeksBack: number) =>
    (minutesByWeek.get(dayText(new Date(thisWeek.getTime() - weeksBack * WEEK_MS))) ?? 0) >= goal;
  let streak = reached(0) ? 1 : 0;
  for (let back = 1; back <= GOAL_STREAK_WEEKS_MAX && reached(back); back += 1) streak += 1;
  return Math.min(streak, GOAL_STREAK_WEEKS_MAX);
}

/**
 * The caller's weekly goal, with the minutes watched this week and the weeks before (the viewing record's sessions, by
 * the week they started in, Monday to Sunday UTC, replays counted) and the streak, by the app's clock.
 */
export async function weeklyGoal(scope: RequestScope): Promise<WeeklyGoalView> {
  const viewer = requireViewer(scope.viewer);
  const now = scope.deps.clock.now();
  const thisWeek = weekStartOf(now);
  const db = goalDb(scope.em);
  const [goal, rows] = await Promise.all([
    db.selectFrom('learning_goals').select('weekly_minutes').where('user_id', '=', viewer.id).executeTakeFirst(),
    db
      .selectFrom('viewing_sessions')
      .select([
        sql<string>`to_char(date_trunc('week', started_at at time zone 'UTC'), 'YYYY-MM-DD')`.as('week'),
        sql<number>`sum(watched_total)::float8`.as('seconds'),
      ])
      .where('user_id', '=', viewer.id)
      .where('started_at', '>=', new Date(thisWeek.getTime() - GOAL_STREAK_WEEKS_MAX * WEEK_MS))
      .where('started_at', '<=', now)
      .groupBy('week')
      .execute(),
  ]);
  const minutesByWeek = new Map(rows.map((row) => [row.week, Math.floor(Number(row.seconds) / 60)]));
  const weeks = Array.from({ length: GOAL_WEEKS_SHOWN }, (_, index) => {
    const weekStart = dayText(new Date(thisWeek.getTime() - (GOAL_WEEKS_SHOWN - 1 - index) * WEEK_MS));
    return { weekStart, minutes: minutesByWeek.get(weekStart) ?? 0 };
  });
  const weeklyMinutes = goal?.weekly_minutes ?? null;
  return {
    weeklyMinutes,
    minutesThisWeek: minutesByWeek.get(dayText(thisWeek)) ?? 0,
    streakWeeks: weeklyMinutes === null ? 0 : streakOf(minutesByWeek, thisWeek, weeklyMinutes),
    weeks,
  };
}

/** Sets the caller's weekly goal (minutes), or takes it away with null. */
export async function setWeeklyGoal(scope: RequestScope, minutes: number | null): Promise<WeeklyGoalView> {
  const viewer = requireViewer(scope.viewer);
  const db = goalDb(scope.em);
  if (minutes === null) {
    await db.deleteFrom('learning_goals').where('user_id', '=', viewer.id).execute();
    return weeklyGoal(scope);
  }
  if (!Number.isInteger(minutes) || minutes < WEEKLY_GOAL_MIN_MINUTES || minutes > WEEKLY_GOAL_MAX_MINUTES) {
    throw badInput(goalMessages.minutes, 'minutes');
  }
  await db
    .insertInto('learning_goals')
    .values({ user_id: viewer.id, weekly_minutes: minutes, updated_at: scope.deps.clock.now() })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ weekly_minutes: minutes, updated_at: scope.deps.clock.now() }),
    )
    .execute();
  return weeklyGoal(scope);
}
