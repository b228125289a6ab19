import type { TriggerDef } from '@mikro-orm/core';

const TRIGGER = 'keep_course_track_languages';

/**
 * Reads again the languages of `changed_course` (course.entity.ts's `caption_languages` and `audio_languages`): its
 * READY caption tracks (a DRAFT, a track being transcribed or translated, a FAILED one are nothing a learner can turn
 * on) and READY audio tracks, of its READY lectures, each language once, in code-point order. Written only when they
 * changed: an update of `courses`, even of no row, runs its statement triggers, which bump the catalogue version
 * (catalog-version.trigger.ts) and so empty the catalogue cache. A course being deleted has no row left to write.
 * Inlined in each table's function: MikroORM would drop a function of ours that no trigger runs.
 */
const REFRESH = `
    select coalesce(array_agg(distinct t."language"::text collate "C" order by t."language"::text collate "C"), '{}')
      into captions
      from "caption_tracks" t join "lectures" l on l."id" = t."lecture_id"
      where t."course_id" = changed_course and t."status" = 'READY' and l."status" = 'READY';
    select coalesce(array_agg(distinct a."language"::text collate "C" order by a."language"::text collate "C"), '{}')
      into audio
      from "audio_tracks" a join "lectures" l on l."id" = a."lecture_id"
      where l."course_id" = changed_course and a."status" = 'READY' and l."status" = 'READY';
    if exists (
      select 1 from "courses" where "id" = changed_course
        and ("caption_languages", "audio_languages") is distinct from (captions, audio)
    ) then
      update "courses" set "caption_languages" = captions, "audio_languages" = audio where "id" = changed_course;
    end if;`;

/** What each table's trigger runs on, and when. */
interface KeptTable {
  table: string;
  /** The columns whose update may change a course's languages. */
  columns: string[];
  /** The course of a row (`row` is `old` or `new`, null on insert and delete respectively), as an expression. */
  courseOf: (row: 'old' | 'new') => string;
  /** Whether a new row can change anything (a new lecture has no tracks yet). */
  onInsert: boolean;
}

const KEPT_TABLES = {
  caption_tracks: {
    table: 'caption_tracks',
    columns: ['status', 'language', 'course_id', 'lecture_id'],
    courseOf: (row) => `${row}."course_id"`,
    onInsert: true,
  },
  // An audio track knows its lecture only. Deleted by a lecture's cascade, its lecture's row is already gone: the
  // lecture's own trigger refreshes the course then.
  audio_tracks: {
    table: 'audio_tracks',
    columns: ['status', 'language', 'lecture_id'],
    courseOf: (row) => `(select "course_id" from "lectures" where "id" = ${row}."lecture_id")`,
    onInsert: true,
  },
  // A lecture turning READY (or back to PROCESSING for a new video) brings its tracks in (or takes them out).
  lectures: {
    table: 'lectures',
    columns: ['status', 'course_id'],
    courseOf: (row) => `${row}."course_id"`,
    onInsert: false,
  },
} satisfies Record<string, KeptTable>;

function keptTable({ table, columns, courseOf, onInsert }: KeptTable) {
  const functionName = `${table}_course_track_languages_fn`;
  // The course a row left and the one it came to: one course unless the row moved.
  const functionDdl = `create or replace function "${functionName}"() returns trigger as $$
declare
  changed_course uuid;
  captions text[];
  audio text[];
begin
  for changed_course in
    select distinct course from unnest(array[${courseOf('old')}, ${courseOf('new')}]) course where course is not null
  loop${REFRESH}
  end loop;
  return null;
end; $$ language plpgsql;`;
  const events = `${onInsert ? 'insert or ' : ''}update of ${columns.map((column) => `"${column}"`).join(', ')} or delete`;
  const triggerDdl = `create trigger "${TRIGGER}" after ${events} on "${table}" for each row execute function "${functionName}"()`;
  const def: TriggerDef = {
    name: TRIGGER,
    timing: 'after',
    events: onInsert ? ['insert', 'update', 'delete'] : ['update', 'delete'],
    forEach: 'row',
    expression: `${functionDdl}\n${triggerDdl}`,
  };
  return {
    def,
    create: () => [functionDdl, `${triggerDdl};`],
    drop: () => [`drop trigger if exists "${TRIGGER}" on "${table}";`, `drop function if exists "${functionName}"();`],
  };
}

const kept = {
  captionTracks: keptTable(KEPT_TABLES.caption_tracks),
  audioTracks: keptTable(KEPT_TABLES.audio_tracks),
  lectures: keptTable(KEPT_TABLES.lectures),
};

/**
 * The languages a learner can hear or read in a course, kept on its row by row triggers on the three tables they come
 * from, in the writing transaction, whoever writes: so the catalogue filters by them through an index and lists them
 * without reading a track, and any change to them bumps the catalogue version. Here, in the catalogue, because the
 * lecture entity declares one of the triggers and media's entities (which may import the catalogue, never the
 * reverse) the others. Raw DDL, which MikroORM does not diff: Migration20261212090000CourseLanguages runs the same
 * text.
 */
export const courseTrackLanguages = {
  captionTracks: kept.captionTracks.def,
  audioTracks: kept.audioTracks.def,
  lectures: kept.lectures.def,
  /** The migration's statements: each table's function and trigger. */
  create: () => Object.values(kept).flatMap((table) => table.create()),
  drop: () => Object.values(kept).flatMap((table) => table.drop()),
  /** Every course's languages read from the tracks there are (the migration's fill, once the triggers exist). */
  fill: () => `do $$
declare
  changed_course uuid;
  captions text[];
  audio text[];
begin
  for changed_course in select "id" from "courses" loop${REFRESH}
  end loop;
end; $$;`,
};
