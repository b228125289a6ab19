import type { TriggerDef } from '@mikro-orm/core';

const FUNCTION = 'caption_tracks_spoken_words_fn';
const TRIGGER = 'keep_spoken_words';

/**
 * The words spoken in a course (`courses.spoken_vector`, what the catalogue's search matches besides the course's own
 * words) are the union of its caption tracks' words, written again whenever a track's words are written, a track is
 * added or one is removed (a lecture's or a course's delete cascades here: then the course's row may be gone, and
 * the update changes nothing). One row of caption_tracks at a time: tracks are written one by one. Raw DDL, which
 * MikroORM does not diff: Migration20261124130000Captions runs the same text.
 */
const functionDdl = `create or replace function "${FUNCTION}"() returns trigger as $$
declare
  changed_course uuid := coalesce(new.course_id, old.course_id);
begin
  update "courses" set "spoken_vector" = (
    select coalesce(array_to_tsvector(array_agg(distinct word)), ''::tsvector)
    from "caption_tracks" track, unnest(tsvector_to_array(track."words")) as word
    where track."course_id" = changed_course
  ) where "id" = changed_course;
  return null;
end; $$ language plpgsql;`;

const triggerDdl = `create trigger "${TRIGGER}" after insert or update of "words" or delete on "caption_tracks" for each row execute function "${FUNCTION}"()`;

export const spokenWords = {
  defs: [
    {
      name: TRIGGER,
      timing: 'after',
      events: ['insert', 'update', 'delete'],
      forEach: 'row',
      expression: `${functionDdl}\n${triggerDdl}`,
    },
  ] satisfies TriggerDef[],
  create: () => [functionDdl, `${triggerDdl};`],
  drop: () => [`drop trigger if exists "${TRIGGER}" on "caption_tracks";`, `drop function if exists "${FUNCTION}"();`],
};
