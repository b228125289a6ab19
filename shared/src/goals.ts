/** A learner's weekly goal: minutes of watching a week, within these bounds. */
export const WEEKLY_GOAL_MIN_MINUTES = 10;
export const WEEKLY_GOAL_MAX_MINUTES = 1200;
/** The goals the screen offers. */
export const WEEKLY_GOAL_CHOICES = [30, 60, 120, 300] as const;
/** How many weeks of minutes the goal's answer carries (this one and the ones before), and the longest streak told. */
export const GOAL_WEEKS_SHOWN = 8;
export const GOAL_STREAK_WEEKS_MAX = 52;

export const goalMessages = {
  minutes: `A weekly goal is a whole number of minutes from ${WEEKLY_GOAL_MIN_MINUTES} to ${WEEKLY_GOAL_MAX_MINUTES}`,
} as const;
