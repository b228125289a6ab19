// Transcodes the demo lectures (generate-media.mjs makes them) with the server's own transcoder, into
// transcoded/<lecture>/: the files a transcode stores for a lecture, and result.json, what the transcoder returned.
// The demo seeder (src/db/seeders/demo-content.seeder.ts) stores them as each lecture's finished outputs, so a first
// start shows a playable catalogue without queueing a transcode. Run it whenever the videos or the transcoder's
// outputs change, from the repository root (ffmpeg and ffprobe as the server finds them):
//   npm exec -w server -- tsx demo/transcode-media.ts
// The shipped outputs are deliberately of the layout before renditions were video only (each with its sound): they
// show that versions stored so keep playing. Running this writes today's layout (video-only renditions and
// audio.m3u8/audio.mp4); the seeder's test then says so, and the journeys' checks of the AV1 lecture's files would
// see the audio rendition too.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESULT_FILE, readDemoCatalog, transcodedDir } from '../src/db/seeders/demo-catalog';
import { transcode } from '../src/media/transcoder/transcode';

const demoDir = path.dirname(fileURLToPath(import.meta.url));
const catalog = await readDemoCatalog(demoDir);
// Outputs of lectures no longer in the catalog go too.
await rm(path.join(demoDir, 'transcoded'), { recursive: true, force: true });
for (const { video, av1 } of catalog.courses.flatMap((course) =>
  course.lectures.map(({ video }) => ({ video, av1: course.av1 })),
)) {
  const outDir = path.join(demoDir, transcodedDir(video));
  await mkdir(outDir, { recursive: true });
  const result = await transcode(path.join(demoDir, video), outDir, { av1 });
  await writeFile(path.join(outDir, RESULT_FILE), `${JSON.stringify(result, null, 2)}\n`);
}
console.log(`transcoded the demo lectures into ${path.join(demoDir, 'transcoded')}`);
