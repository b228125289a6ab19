// `npm run bench [-- <part> ...] [--check]`: runs the benchmark parts (all by default), writes
// bench/results/latest.{json,md} at the repo root and prints the table. Parts: catalogue, queries,
// upload, range, client, learning, media, streams, scale, encoding, analytics, discussions, captions, slides, reminders, offline. `--check` alone only compares the latest results with the budgets; `--report` alone
// re-renders latest.md from latest.json.
import 'reflect-metadata';
import os from 'node:os';
import { useTestDatabaseServer } from '../test/database';
import { prepareTestDatabaseServer } from '../test/database-server';
import { check } from './check';
import { evaluate } from './lib/budgets';
import { describeMachine } from './lib/machine';
import { consoleTable, renderMarkdown } from './lib/report';
import {
  type BenchResults,
  latestJson,
  latestMd,
  PARTS,
  type PartName,
  type PartResults,
  readLatest,
  writeLatest,
} from './lib/results';
import { settings } from './lib/settings';
import { runAnalytics } from './parts/analytics';
import { runCaptions } from './parts/captions';
import { runCatalogue } from './parts/catalogue';
import { runClient } from './parts/client';
import { runDiscussions } from './parts/discussions';
import { runEncoding } from './parts/encoding';
import { runLearning } from './parts/learning';
import { runMediaLadder } from './parts/media-ladder';
import { runMediaPlayback } from './parts/media-playback';
import { runMediaTranscode } from './parts/media-transcode';
import { runOffline } from './parts/offline';
import { runQueries } from './parts/queries';
import { runRange } from './parts/range';
import { runReminders } from './parts/reminders';
import { runScale } from './parts/scale';
import { runSlides } from './parts/slides';
import { runStreams } from './parts/streams';
import { runUpload } from './parts/upload';

const runners: { [K in PartName]: (log: (line: string) => void) => Promise<PartResults[K]> } = {
  catalogue: runCatalogue,
  queries: runQueries,
  upload: runUpload,
  range: runRange,
  client: runClient,
  learning: runLearning,
  discussions: runDiscussions,
  captions: runCaptions,
  slides: runSlides,
  media: async (log) => ({
    transcode: await runMediaTranscode(log),
    ladder: await runMediaLadder(log),
    playback: await runMediaPlayback(log),
  }),
  streams: runStreams,
  scale: runScale,
  encoding: runEncoding,
  analytics: runAnalytics,
  reminders: runReminders,
  offline: runOffline,
};

const ALIASES: Record<string, PartName> = {
  catalog: 'catalogue',
  query: 'queries',
  video: 'range',
  lighthouse: 'client',
  transcode: 'media',
  playback: 'media',
  leases: 'streams',
};

function parseArgs(argv: string[]) {
  // Through the root script (`npm run bench -- --check`) npm keeps `--check` as its own config: npm_config_check.
  const checkOnly = argv.includes('--check') || process.env.npm_config_check === 'true';
  const reportOnly = argv.includes('--report') || process.env.npm_config_report === 'true';
  const names = argv.filter((arg) => !arg.startsWith('--')).map((arg) => ALIASES[arg] ?? arg);
  const unknown = names.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length) {
    console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`);
    process.exit(2);
  }
  return { check: checkOnly, report: reportOnly, parts: names as PartName[] };
}

const load1 = () => Math.round(os.loadavg()[0]! * 100) / 100;
const log = (line: string) => console.log(line);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.report && !args.parts.length) {
    // Re-renders latest.md from latest.json (after a budget or format change), measuring nothing.
    const latest = readLatest();
    if (!latest) throw new Error(`no ${latestJson} yet: run the bench first`);
    await writeLatest(latest, renderMarkdown(latest));
    console.log(`${consoleTable(evaluate(latest))}\n\nRe-rendered ${latestMd}.`);
    return args.check ? check() : 0;
  }
  if (args.check && !args.parts.length) return check();
  // The bench's databases are created on one server (one per app, copied from a migrated template, dropped
  // afterwards): DATABASE_URL's, else an embedded PostgreSQL as the tests use.
  const server = await prepareTestDatabaseServer(settings.databaseUrl);
  useTestDatabaseServer(server);
  process.env.DATABASE_URL = server.adminUrl;
  try {
    return await runParts(args);
  } finally {
    await server.close();
  }
}

async function runParts(args: ReturnType<typeof parseArgs>) {
  const parts = args.parts.length ? args.parts : [...PARTS];
  const previous = readLatest();
  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    machine: await describeMachine(),
    parts: { ...previous?.parts },
  };
  console.log(`Benchmarking ${parts.join(', ')} on ${results.machine.cpus} × ${results.machine.cpuModel}`);
  if (load1() > results.machine.cpus) {
    console.log(
      `  note: the load average is ${load1()} on ${results.machine.cpus} cores: other work will skew absolute figures`,
    );
  }
  for (const name of parts) {
    console.log(`\n[${name}]`);
    const started = Date.now();
    const loadAtStart = load1();
    const result = await runners[name](log);
    (results.parts as Record<PartName, unknown>)[name] = {
      measuredAt: new Date(started).toISOString(),
      seconds: Math.round((Date.now() - started) / 100) / 10,
      loadAverage: { start: loadAtStart, end: load1() },
      result,
    };
    // Written after every part, so a later failure keeps what was measured.
    await writeLatest(results, renderMarkdown(results));
  }
  console.log(`\n${consoleTable(evaluate(results))}\n`);
  console.log(`Written ${latestMd} and ${latestJson}.`);
  return args.check ? check() : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
