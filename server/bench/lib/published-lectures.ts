import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Course } from '../../src/catalog/course/course.entity';
import { Lecture } from '../../src/catalog/lecture/lecture.entity';
import {
  lectureOutputPrefix,
  storedAudioRendition,
  storedRenditions,
} from '../../src/catalog/lecture/lecture-renditions';
import type { TranscodeResult } from '../../src/media/transcoder/types';
import { LocalDiskStorage } from '../../src/storage/local-disk.storage';
import { seedCourses, withOrm } from './seed';

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
};

/**
 * Stores the original and the transcoder's outputs where the app keeps uploads, with lectures over them: one READY
 * with the H.264 ladder, one READY with the AV1 twins too when the transcode made them, and one still PROCESSING whose
 * playback URL therefore serves the raw original with Range to an ADMIN (the baseline; the app runs without workers,
 * so it stays so).
 */
export async function publishLectures(
  app: { dataDir: string; databaseUrl: string },
  original: string,
  outDir: string,
  result: TranscodeResult,
) {
  const storage = new LocalDiskStorage({ rootDir: path.join(app.dataDir, 'uploads') });
  const originalKey = 'lectures/bench-playback-original.mp4';
  const { size } = await stat(original);
  await storage.put(originalKey, createReadStream(original), { contentType: 'video/mp4' });
  return withOrm(app.databaseUrl, async (orm) => {
    const [course] = await seedCourses(orm, 1, () => 0);
    const em = orm.em.fork();
    // Through the entity, as the app creates lectures (ids and processing versions are made in the app).
    const insert = (position: number, status: 'READY' | 'PROCESSING') =>
      em.create(Lecture, {
        course: em.getReference(Course, course!.id),
        title: `Bench lecture ${position}`,
        description: 'A 1080p lecture for the playback bench.',
        videoKey: originalKey,
        videoBytes: size,
        contentType: 'video/mp4',
        position,
        status,
      });
    const ready = insert(1, 'READY');
    const raw = insert(2, 'PROCESSING');
    const withAv1 = result.renditions.some((rendition) => rendition.codecs.startsWith('av01'))
      ? insert(3, 'READY')
      : null;
    await em.flush();
    const publish = async (lecture: Lecture, renditions: TranscodeResult['renditions']) => {
      const prefix = lectureOutputPrefix(lecture.id, lecture.processingVersion);
      for (const file of await readdir(outDir)) {
        await storage.put(`${prefix}${file}`, createReadStream(path.join(outDir, file)), {
          contentType: CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        });
      }
      await em.execute(
        `update lectures set processing_progress = 100, duration_seconds = ?, renditions = ?::jsonb,
           audio_rendition = ?::jsonb, poster_key = ?, progressive_key = ? where id = ?`,
        [
          result.durationSeconds,
          JSON.stringify(storedRenditions(renditions, prefix)),
          JSON.stringify(storedAudioRendition(result.audio, prefix)),
          result.posterFile ? `${prefix}${result.posterFile}` : null,
          `${prefix}${result.progressiveFile}`,
          lecture.id,
        ],
      );
    };
    await publish(
      ready,
      result.renditions.filter((rendition) => rendition.codecs.startsWith('avc1')),
    );
    if (withAv1) await publish(withAv1, result.renditions);
    return { courseId: course!.id, readyId: ready.id, av1Id: withAv1?.id ?? null, originalId: raw.id };
  });
}
