import type { TriggerDef } from '@mikro-orm/core';

/**
 * `course_category_counts` holds how many courses each category has, so the unsearched catalogue's facets, its total
 * and the category list read a row per category rather than count every course (15 ms at 100,000 courses, per
 * request). Kept by these triggers in the writing transaction, whoever writes; once per statement, from its
 * transition tables, so a bulk insert adds each category's count once. Rows of emptied categories stay, at 0 (no
 * delete racing a concurrent insert); readers skip them. Categories are written in order, so two statements touching
 * the same categories queue rather than deadlock.
 *
 * PostgreSQL allows transition tables only on single-event triggers without a column list, hence three triggers, and
 * an update of any column runs it (adding nothing unless a category changed). Raw DDL, which MikroORM does not diff:
 * Migration20261122180000CategoryCounts creates the same text.
 */
/** Adds each category's change (a query of `category, delta`) to its count. */
const addChanges = (changes: string) => `insert into course_category_counts (category, count)
    select category, sum(delta)::int from (${changes}) change
    group by category having sum(delta) <> 0 order by category
    on conflict (category) do update set count = course_category_counts.count + excluded.count;`;

// A branch per event: each transition table exists only in its own event's trigger.
export const COUNT_CATEGORIES_FUNCTION = `create or replace function "courses_count_categories_fn"() returns trigger as $$
begin
  if TG_OP = 'INSERT' then
    ${addChanges('select category, 1 as delta from new_courses')}
  elsif TG_OP = 'DELETE' then
    ${addChanges('select category, -1 as delta from old_courses')}
  else
    ${addChanges('select category, 1 as delta from new_courses union all select category, -1 from old_courses')}
  end if;
  return null;
end; $$ language plpgsql;`;

const REFERENCING = {
  insert: 'referencing new table as new_courses',
  delete: 'referencing old table as old_courses',
  update: 'referencing old table as old_courses new table as new_courses',
} as const;

type CountedEvent = keyof typeof REFERENCING;
export const COUNTED_EVENTS = Object.keys(REFERENCING) as CountedEvent[];

export const countingTriggerName = (event: CountedEvent) => `count_course_categories_on_${event}`;

export const countingTriggerDdl = (event: CountedEvent) =>
  `create trigger "${countingTriggerName(event)}" after ${event} on "courses" ${REFERENCING[event]} for each statement execute function "courses_count_categories_fn"()`;

export const countCourseCategories: TriggerDef[] = COUNTED_EVENTS.map((event) => ({
  name: countingTriggerName(event),
  timing: 'after',
  events: [event],
  forEach: 'statement',
  expression: `${COUNT_CATEGORIES_FUNCTION}\n${countingTriggerDdl(event)}`,
}));
