import type { TriggerDef } from '@mikro-orm/core';

const FUNCTION_DDL = `create or replace function "lectures_auto_publish_course_fn"() returns trigger as $$
begin
  -- Checked first: an update of no row would still run the courses' statement triggers (a catalogue version bump).
  if exists (select 1 from courses where id = new.course_id and status = 'DRAFT' and auto_publish) then
    update courses set status = 'PUBLISHED', auto_publish = false where id = new.course_id;
  end if;
  return null;
end; $$ language plpgsql;`;

const TRIGGER_DDL = `create trigger "auto_publish_course" after insert or update of "status" on "lectures" for each row when (new.status = 'READY') execute function "lectures_auto_publish_course_fn"()`;

/**
 * A DRAFT course set to publish itself (`courses.auto_publish`, what a course created through the spec's REST contract
 * gets) is published in the transaction that makes one of its lectures READY, whoever writes it: the transcoder, a
 * retry, a script. Raw DDL, which MikroORM does not diff: Migration20261124100000CourseStatus runs the same text.
 */
export const autoPublishCourse = {
  def: {
    name: 'auto_publish_course',
    timing: 'after',
    events: ['insert', 'update'],
    forEach: 'row',
    expression: `${FUNCTION_DDL}\n${TRIGGER_DDL}`,
  } satisfies TriggerDef,
  create: () => [FUNCTION_DDL, `${TRIGGER_DDL};`],
  drop: () => [
    'drop trigger if exists "auto_publish_course" on "lectures";',
    'drop function if exists "lectures_auto_publish_course_fn"();',
  ],
};
