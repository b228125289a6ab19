import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { TranscodeResult } from '../../media/transcoder/types';

const text = z.string().trim().min(1);
const catalogSchema = z.object({
  courses: z.array(
    z.object({
      title: text,
      description: text,
      category: text,
      createdBy: text,
      thumbnail: text,
      subtitle: text.optional(),
      outcomes: z.array(text).default([]),
      requirements: z.array(text).default([]),
      instructorBio: text.optional(),
      /**
       * Its lectures transcoded with MEDIA_AV1 on (AV1 twins of the H.264 rungs): the demo shows both ladders, and
       * browser journeys play the AV1 one without transcoding.
       */
      av1: z.boolean().default(false),
      lectures: z
        .array(
          z.object({
            title: text,
            description: text,
            video: text,
          }),
        )
        .min(1),
    }),
  ),
});

export type DemoCatalog = z.infer<typeof catalogSchema>;

/** server/demo/catalog.json: the demo courses and the media files they name, relative to `demoDir`. */
export async function readDemoCatalog(demoDir: string): Promise<DemoCatalog> {
  return catalogSchema.parse(JSON.parse(await readFile(path.join(demoDir, 'catalog.json'), 'utf8')));
}

/**
 * Where a demo lecture's shipped transcode lives, relative to `demoDir`: `transcoded/<video's name>/`, holding the
 * files the transcoder wrote for it and RESULT_FILE (server/demo/transcode-media.ts makes them).
 */
export const transcodedDir = (video: string) => path.join('transcoded', path.basename(video, path.extname(video)));

/** What the transcoder returned for the files beside it (media/types.ts's TranscodeResult), as JSON. */
export const RESULT_FILE = 'result.json';

export async function readTranscodeResult(demoDir: string, video: string): Promise<TranscodeResult> {
  const file = path.join(demoDir, transcodedDir(video), RESULT_FILE);
  return JSON.parse(await readFile(file, 'utf8')) as TranscodeResult;
}
