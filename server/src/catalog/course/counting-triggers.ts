import type { TriggerDef } from '@mikro-orm/core';

/**
 * Counts kept by statement-level triggers on `courses`, in the writing transaction, whoever writes: once per
 * statement, from its transition tables, so a bulk insert adds each key's count once. Rows whose count falls to 0
 * stay (no delete racing a concurrent insert); readers skip them. Keys are written in order, so two statements
 * touching the same keys queue rather than deadlock.
 *
 * PostgreSQL allows transition tables only on single-event triggers without a column list, hence three triggers per
 * count, and an update of any column runs them (adding nothing unless a key changed). Raw DDL, which MikroORM does
 * not diff: the migration that creates a count runs the same text.
 */
const REFERENCING = {
  insert: 'referencing new table as new_courses',
  delete: 'referencing old table as old_courses',
  update: 'referencing old table as old_courses new table as new_courses',
} as const;

/**
 * What the public catalogue counts: its facets, totals and category list, and the vocabulary searches are corrected
 * against, so a draft's category or words never show (Migration20261124100000CourseStatus).
 */
export const PUBLISHED_ONLY = `status = 'PUBLISHED'`;

export type CountedEvent = keyof typeof REFERENCING;
export const COUNTED_EVENTS = Object.keys(REFERENCING) as CountedEvent[];

export interface CountSpec {
  /** The table of counts: `key` is its primary key, `count` the number of courses with it. */
  table: string;
  key: string;
  count: string;
  /** The key of a course row, as an expression over its columns (a set-returning one gives a course many keys). */
  keyOf: string;
  /** Which course rows count, as a condition over their columns. */
  counted: string;
  functionName: string;
  /** Each trigger's name: this, then the event. */
  triggerPrefix: string;
}

export function countingTriggers({ table, key, count, keyOf, counted, functionName, triggerPrefix }: CountSpec) {
  const changes = (rows: 'new_courses' | 'old_courses', delta: 1 | -1) =>
    `select ${keyOf} as key, ${delta} as delta from ${rows} where ${counted}`;
  const addChanges = (changed: string) => `insert into ${table} (${key}, ${count})
    select key, sum(delta)::int from (${changed}) change
    group by key having sum(delta) <> 0 order by key
    on conflict (${key}) do update set ${count} = ${table}.${count} + excluded.${count};`;
  // A branch per event: each transition table exists only in its own event's trigger.
  const functionDdl = `create or replace function "${functionName}"() returns trigger as $$
begin
  if TG_OP = 'INSERT' then
    ${addChanges(changes('new_courses', 1))}
  elsif TG_OP = 'DELETE' then
    ${addChanges(changes('old_courses', -1))}
  else
    ${addChanges(`${changes('new_courses', 1)} union all ${changes('old_courses', -1)}`)}
  end if;
  return null;
end; $$ language plpgsql;`;
  const triggerName = (event: CountedEvent) => `${triggerPrefix}${event}`;
  const triggerDdl = (event: CountedEvent) =>
    `create trigger "${triggerName(event)}" after ${event} on "courses" ${REFERENCING[event]} for each statement execute function "${functionName}"()`;
  const defs: TriggerDef[] = COUNTED_EVENTS.map((event) => ({
    name: triggerName(event),
    timing: 'after',
    events: [event],
    forEach: 'statement',
    expression: `${functionDdl}\n${triggerDdl(event)}`,
  }));
  return {
    defs,
    /** The migration's statements: the function, then its three triggers. */
    create: () => [functionDdl, ...COUNTED_EVENTS.map((event) => `${triggerDdl(event)};`)],
    drop: () => [
      ...COUNTED_EVENTS.map((event) => `drop trigger if exists "${triggerName(event)}" on "courses";`),
      `drop function if exists "${functionName}"();`,
    ],
  };
}
