import type { Em } from '../../shared/orm';
import type { LectureTables } from './lecture.entity';

/**
 * A lecture by id once it is READY, for what starts from its processed video (captions, slides, downloads): before
 * then, or after a failed upload, there is no file to work on.
 */
export const readyLecture = (em: Em, lectureId: string) =>
  em.getKysely<LectureTables>().selectFrom('lectures').where('id', '=', lectureId).where('status', '=', 'READY');
