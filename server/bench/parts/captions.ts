import { execFileSync } from 'node:child_process';
import { createReadStream, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { LectureTables } from '../../src/catalog/lecture/lecture.entity';
import { transcribeLectureCaptionsJob } from '../../src/media/captions/captions-transcribe.job';
import { searchTranscripts } from '../../src/media/captions/transcript-search.service';
import { installedPocketSphinx } from '../../src/media/transcription/pocketsphinx.transcriber';
import { createCourse, insertBulkCourses } from '../../test/course-factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { percentile, runPaced } from '../lib/paced';

/** The lecture: ten minutes of speech. */
const LECTURE_SECONDS = 600;
/** The corpus, and a small one to compare the first page with: hours of transcript. */
const CORPUS_HOURS = [100, 10_000];
/** One track per lecture, an hour each, a cue every 6 s; 100 lectures a course. */
const CUES_PER_HOUR = 600;
const LECTURES_PER_COURSE = 100;
/** Distinct words the generated cues are made of: a searched word is in about 1 cue in 2,500. */
const VOCABULARY = 20_000;
const WORDS_PER_CUE = 8;
/** The paced load of the budget, and the in-process runs of the first page. */
const SEARCHES_PER_SECOND = 20;
const PACED_SECONDS = 10;
const RUNS = 100;

export interface CaptionsCorpusStep {
  hours: number;
  cues: number;
  /** In-process, the whole service call: the first page (10 moments) of a word said all over the corpus. */
  firstPageP50Ms: number;
  firstPageP95Ms: number;
  /** Over HTTP (GraphQL `searchTranscripts`), an open-loop load of SEARCHES_PER_SECOND. */
  pacedP50Ms: number;
  pacedP99Ms: number;
  pacedErrors: number;
}

export interface CaptionsResult {
  /** Automatic captions of a LECTURE_SECONDS lecture with the local engine (PocketSphinx), the job as deployed. */
  transcription: { lectureSeconds: number; seconds: number; realtimeFactor: number; words: number } | null;
  corpus: CaptionsCorpusStep[];
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Ten minutes of synthesised speech (espeak-ng) under a still frame, as a transcode leaves the progressive MP4. */
function spokenLecture(dir: string): string {
  const sentences = [
    'today we look at how a model learns from examples',
    'every feature of the data changes what the network predicts',
    'the loss falls slowly while the training runs over the data',
    'a clean data set matters more than a larger model',
  ];
  const text = Array.from({ length: 140 }, (_, index) => `${sentences[index % sentences.length]}.`).join(' ');
  const script = path.join(dir, 'speech.txt');
  const audio = path.join(dir, 'speech.wav');
  const video = path.join(dir, 'lecture.mp4');
  writeFileSync(script, text);
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', audio, '-f', script]);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `color=c=navy:size=320x180:rate=5:duration=${LECTURE_SECONDS}`],
    ...['-i', audio, '-filter_complex', `[1:a]apad=whole_dur=${LECTURE_SECONDS}[a]`, '-map', '0:v', '-map', '[a]'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-t', `${LECTURE_SECONDS}`],
    video,
  ]);
  return video;
}

async function timeTranscription(log: (line: string) => void): Promise<CaptionsResult['transcription']> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-captions-'));
  const app = await startTestApp({ TRANSCRIPTION_ENGINE: 'pocketsphinx' });
  try {
    const { lectures } = await createCourse(app, { title: 'Bench spoken lecture' }, { lectures: 1 });
    const lectureId = lectures[0]?.id ?? '';
    const key = `lectures/${lectureId}/bench/progressive.mp4`;
    await app.deps.storage.put(key, createReadStream(spokenLecture(work)), { contentType: 'video/mp4' });
    await app.orm.em
      .fork()
      .getKysely<LectureTables>()
      .updateTable('lectures')
      .set({ progressive_key: key, duration_seconds: LECTURE_SECONDS })
      .where('id', '=', lectureId)
      .execute();
    const started = performance.now();
    await transcribeLectureCaptionsJob(app.deps)({
      id: 'bench',
      data: { lectureId },
      attempt: 0,
      signal: new AbortController().signal,
    });
    const seconds = (performance.now() - started) / 1000;
    const [cues] = await app.orm.em
      .fork()
      .execute<{ words: string }[]>(
        `select count(*)::text as words from caption_cues c join caption_tracks t on t.id = c.track_id where t.lecture_id = ?`,
        [lectureId],
      );
    log(`  ${LECTURE_SECONDS} s of speech transcribed in ${seconds.toFixed(1)} s (${cues?.words ?? 0} cues)`);
    return {
      lectureSeconds: LECTURE_SECONDS,
      seconds: round(seconds),
      realtimeFactor: round(LECTURE_SECONDS / seconds),
      words: Number(cues?.words ?? 0),
    };
  } finally {
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Adds hours of transcript up to `hours`: courses of LECTURES_PER_COURSE READY lectures, each with a READY English
 * track of an hour of cues whose words are drawn from VOCABULARY (the same word list whatever the size), written by
 * generate_series in batches of 1,000 tracks.
 */
async function growCorpus(app: TestApp, from: number, hours: number) {
  const em = app.orm.em.fork();
  for (let first = from; first < hours; first += 1_000) {
    const last = Math.min(hours, first + 1_000);
    const courses = Math.ceil((last - first) / LECTURES_PER_COURSE);
    await insertBulkCourses(em, {
      category: 'Data Science',
      from: first / LECTURES_PER_COURSE + 1,
      to: first / LECTURES_PER_COURSE + courses,
      description: 'Bench transcripts',
      createdBy: 'Bench',
    });
    await em.execute(
      `insert into lectures (id, course_id, title, description, video_key, video_bytes, content_type, position,
         created_at, status, processing_progress, duration_seconds, processing_version, free_preview)
       select gen_random_uuid(), c.id, 'Lecture ' || n, '', 'lectures/none.mp4', 1, 'video/mp4', n,
         now(), 'READY', 100, 3600, gen_random_uuid(), false
       from courses c cross join generate_series(1, ${LECTURES_PER_COURSE}) as n
       where c.description = 'Bench transcripts'
         and not exists (select 1 from lectures l where l.course_id = c.id)`,
    );
    await em.execute(
      `insert into caption_tracks (id, lecture_id, course_id, language, label, source, status, version, vtt, created_at, updated_at)
       select gen_random_uuid(), l.id, l.course_id, 'en', 'English', 'upload', 'READY', 1, '', now(), now()
       from lectures l join courses c on c.id = l.course_id
       where c.description = 'Bench transcripts' and not exists (select 1 from caption_tracks t where t.lecture_id = l.id)`,
    );
    await em.execute(
      `insert into caption_cues (track_id, position, start_seconds, end_seconds, text)
       select t.id, i, (i - 1) * 6, i * 6,
         (select string_agg('w' || (abs(hashtext(t.id::text || i || k)) % ${VOCABULARY}), ' ')
            from generate_series(1, ${WORDS_PER_CUE}) as k)
       from caption_tracks t cross join generate_series(1, ${CUES_PER_HOUR}) as i
       where not exists (select 1 from caption_cues c where c.track_id = t.id)`,
    );
  }
  await em.execute('vacuum analyze caption_cues');
  await em.execute('vacuum analyze caption_tracks');
  await em.execute('vacuum analyze lectures');
}

async function timeFirstPage(app: TestApp, word: string) {
  const run = () => searchTranscripts(app.orm.em.fork(), null, word, 10);
  for (let warm = 0; warm < RUNS; warm += 1) await run();
  const samples: number[] = [];
  for (let measured = 0; measured < RUNS; measured += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: round(percentile(samples, 0.5)), p95: round(percentile(samples, 0.95)) };
}

/**
 * Captions: how fast the local engine captions a ten-minute lecture (the `lecture.captions` job for real:
 * ffmpeg's audio chunks, PocketSphinx, cue grouping, the track written), and the transcript search over 100 and
 * 10,000 hours of generated cues: its first page in-process, and its latency over HTTP at 20 searches a second.
 */
export async function runCaptions(log: (line: string) => void): Promise<CaptionsResult> {
  let transcription: CaptionsResult['transcription'] = null;
  if (installedPocketSphinx()) transcription = await timeTranscription(log);
  else log('  PocketSphinx is not installed: the transcription is not measured');

  const app = await startTestApp();
  const corpus: CaptionsCorpusStep[] = [];
  try {
    let made = 0;
    for (const hours of CORPUS_HOURS) {
      const started = performance.now();
      await growCorpus(app, made, hours);
      made = hours;
      log(
        `  ${hours.toLocaleString('en-US')} hours of cues written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      // A word of the vocabulary: said about once in 2,500 cues, so its matches grow with the corpus.
      const word = 'w4242';
      const firstPage = await timeFirstPage(app, word);
      const paced = await runPaced(
        {
          url: `${app.url}/graphql`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'query Moments($q: String!) { searchTranscripts(query: $q) { lectureId startSeconds snippet } }',
            variables: { q: word },
          }),
        },
        SEARCHES_PER_SECOND,
        PACED_SECONDS,
      );
      const latencies = [...paced.latenciesMs].sort((a, b) => a - b);
      const step: CaptionsCorpusStep = {
        hours,
        cues: hours * CUES_PER_HOUR,
        firstPageP50Ms: firstPage.p50,
        firstPageP95Ms: firstPage.p95,
        pacedP50Ms: round(percentile(latencies, 0.5)),
        pacedP99Ms: round(percentile(latencies, 0.99)),
        pacedErrors: paced.errors + Object.entries(paced.statusCounts).filter(([s]) => s !== '200').length,
      };
      log(
        `  ${hours.toLocaleString('en-US')} hours: first page p50 ${step.firstPageP50Ms} ms; ` +
          `${SEARCHES_PER_SECOND}/s p99 ${step.pacedP99Ms} ms`,
      );
      corpus.push(step);
    }
  } finally {
    await app.close();
  }
  return { transcription, corpus };
}
