import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type MediaBinaries, MediaError } from './types';

/** The shape of `config.media`: FFMPEG_PATH and FFPROBE_PATH, each unset or a path (or a command on PATH). */
export interface ConfiguredBinaries {
  ffmpegPath?: string;
  ffprobePath?: string;
}

type Program = keyof MediaBinaries;

const SETTING: Record<Program, string> = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };

/** The npm packages that ship a static build (optionalDependencies of the server: absent with --omit=optional). */
const NPM_PACKAGE: Record<Program, string> = {
  ffmpeg: `@ffmpeg-installer/${process.platform}-${process.arch}`,
  ffprobe: `@ffprobe-installer/${process.platform}-${process.arch}`,
};

const require = createRequire(import.meta.url);

/** Whether `command -version` runs and exits 0: proves the file exists, is executable and is for this machine. */
function runs(command: string): boolean {
  return spawnSync(command, ['-version'], { stdio: 'ignore', timeout: 15_000 }).status === 0;
}

/** The binary inside the npm package, when the package is installed. */
export function npmBinary(program: Program): string | null {
  try {
    const binary = path.join(path.dirname(require.resolve(`${NPM_PACKAGE[program]}/package.json`)), program);
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

function find(program: Program, configured: string | undefined): string {
  if (configured) {
    // A configured path that does not run is a mistake to report, not a reason to quietly take another ffmpeg.
    if (runs(configured)) return configured;
    throw new MediaError(`${SETTING[program]} is ${configured}, which does not run as ${program}`, false);
  }
  if (runs(program)) return program;
  const shipped = npmBinary(program);
  if (shipped && runs(shipped)) return shipped;
  throw new MediaError(
    `${program} was not found: install it (Debian: apt-get install ffmpeg), set ${SETTING[program]}, ` +
      `or install the npm package ${NPM_PACKAGE[program]}`,
    false,
  );
}

const found = new Map<string, MediaBinaries>();

/**
 * ffmpeg and ffprobe, each looked up in this order: the configured path (FFMPEG_PATH / FFPROBE_PATH), the command on
 * PATH, the npm package's static build. Throws a MediaError (not permanent: it is the machine's, not the file's)
 * naming the three ways to provide it. Successes are remembered per configuration; a failure is looked up again next
 * time, so installing ffmpeg needs no restart.
 */
export function ffmpegPaths(configured: ConfiguredBinaries = {}): MediaBinaries {
  const key = `${configured.ffmpegPath ?? ''}\n${configured.ffprobePath ?? ''}`;
  let binaries = found.get(key);
  if (!binaries) {
    binaries = { ffmpeg: find('ffmpeg', configured.ffmpegPath), ffprobe: find('ffprobe', configured.ffprobePath) };
    found.set(key, binaries);
  }
  return binaries;
}

const encoders = new Map<string, string>();

/**
 * Whether this ffmpeg has the encoder `name` (e.g. libsvtav1: Debian's has it, the npm fallback's 2018 build not).
 * Each binary is asked once.
 */
export function hasEncoder(ffmpeg: string, name: string): boolean {
  let listed = encoders.get(ffmpeg);
  if (listed === undefined) {
    listed = spawnSync(ffmpeg, ['-hide_banner', '-encoders'], { encoding: 'utf8', timeout: 15_000 }).stdout;
    encoders.set(ffmpeg, listed);
  }
  return new RegExp(`^ \\S{6} ${name} `, 'm').test(listed);
}
