import type { Generated } from 'kysely';

/**
 * The columns of `lectures` the course module reads (the catalogue's lecture counts and durations) and deletes by (a
 * course's delete), as typed SQL sees them (docs/decisions/0006-typed-sql.md). Declared here rather than taken from
 * the lecture entity's LectureTables: lecture depends on course, never the other way round (ARCHITECTURE.md).
 * course-lectures.tables.test.ts checks that LectureTables still has them, with these types.
 */
export interface CourseLectureTables {
  lectures: {
    id: string;
    course_id: string;
    status: Generated<'PROCESSING' | 'READY' | 'FAILED'>;
    duration_seconds: number | string | null;
    video_key: string;
  };
}
