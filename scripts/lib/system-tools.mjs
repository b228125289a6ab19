// What the tests need from the machine besides Node: programs npm cannot install. Plain Node with no dependencies
// (it runs on the machine's Node, before the project's is installed). The decision is a pure function of what a probe
// reports, so it is tested without touching the machine (server/test/first-run/system-tools.test.ts).
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

/** The browsers, by who drives them. Registries cannot download browser builds: Debian's packages bring them. */
const BROWSERS = {
  // The journeys (playwright.config.ts, e2e/chromium.ts): the headless shell, the build Playwright itself uses headless.
  'headless-shell': {
    name: 'Chromium headless shell',
    purpose: 'the browser journeys',
    package: 'chromium-headless-shell',
    path: '/usr/bin/chromium-headless-shell',
  },
  // The benchmarks and screenshots (server/bench/lib/settings.ts, scripts/screenshots.mjs): Lighthouse and the
  // playback measurements run the whole browser, as learners do.
  chromium: {
    name: 'Chromium',
    purpose: 'the benchmarks and screenshots',
    package: 'chromium',
    path: '/usr/bin/chromium',
  },
};

/**
 * Each tool: what it is for, how to tell it is there, and the Debian package that brings it. The browser is the one
 * the caller drives (`browser`, a key of BROWSERS), at CHROMIUM_PATH when that is set; the transcoding tests run the
 * system's ffmpeg and ffprobe, as the Docker image does; the speech tools (recognition with its US English model, and
 * synthesis) are for the captions work; Tesseract reads the slides of lectures (media/slides), and the DejaVu fonts are
 * what ffmpeg's drawtext writes the tests' slides in. The whole browser (screenshots and benchmarks) also gets the Noto
 * fonts, so Hindi and Urdu pages are photographed in their scripts rather than as empty boxes.
 */
export function systemTools(env, browser = 'headless-shell') {
  const { path: defaultPath, ...chromium } = BROWSERS[browser];
  return [
    { ...chromium, files: [env.CHROMIUM_PATH || defaultPath] },
    // The headless shell denies every page notifications: the web push journey drives the whole browser.
    ...(browser === 'headless-shell'
      ? [{ ...BROWSERS.chromium, purpose: 'the web push journey', files: [BROWSERS.chromium.path] }]
      : []),
    { name: 'ffmpeg', purpose: 'transcoding', package: 'ffmpeg', commands: ['ffmpeg', 'ffprobe'] },
    {
      name: 'PocketSphinx',
      purpose: 'speech recognition',
      package: 'pocketsphinx',
      commands: ['pocketsphinx_continuous'],
    },
    {
      name: 'PocketSphinx US English model',
      purpose: 'speech recognition',
      package: 'pocketsphinx-en-us',
      files: ['/usr/share/pocketsphinx/model/en-us/en-us.lm.bin'],
    },
    { name: 'eSpeak NG', purpose: 'speech synthesis', package: 'espeak-ng', commands: ['espeak-ng'] },
    { name: 'Tesseract', purpose: 'reading slides', package: 'tesseract-ocr', commands: ['tesseract'] },
    { name: 'Apertium', purpose: 'translating captions', package: 'apertium', commands: ['apertium'] },
    {
      name: 'Apertium English-Spanish pair',
      purpose: 'translating captions',
      package: 'apertium-eng-spa',
      files: ['/usr/share/apertium/modes/eng-spa.mode'],
    },
    {
      name: 'DejaVu fonts',
      purpose: 'the slide lectures the tests draw',
      package: 'fonts-dejavu-core',
      files: ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
    },
    ...(browser === 'chromium'
      ? [
          {
            name: 'Noto fonts',
            purpose: 'Hindi and Urdu in screenshots',
            package: 'fonts-noto-core',
            files: [
              '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
              '/usr/share/fonts/truetype/noto/NotoNastaliqUrdu-Regular.ttf',
            ],
          },
        ]
      : []),
  ];
}

/** The tools a probe (`command(name)`, `file(path)`: is it there) does not find. */
export function missingTools(tools, probe) {
  return tools.filter(
    (tool) => !(tool.commands ?? []).every((name) => probe.command(name)) || !(tool.files ?? []).every(probe.file),
  );
}

/**
 * What to do about the missing tools: nothing; install their packages with apt-get (only as root, where apt-get
 * exists, as in CI, and without a question: CI has no terminal); or stop at once, naming the one command to run.
 */
export function planInstall(missing, { isRoot, hasAptGet }) {
  if (missing.length === 0) return { action: 'none' };
  const packages = [...new Set(missing.map((tool) => tool.package))];
  if (isRoot && hasAptGet) {
    return {
      action: 'install',
      packages,
      steps: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', ...packages],
      ],
    };
  }
  const sudo = isRoot ? '' : 'sudo ';
  return {
    action: 'stop',
    packages,
    command: `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(' ')}`,
    reason: hasAptGet ? 'needs root' : 'no apt-get',
  };
}

/** The machine as it is: PATH's directories for commands (as the shell's `command -v` finds them), files by path. */
export function machineProbe(env) {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const executable = (file) => {
    try {
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  const exists = (file) => {
    try {
      statSync(file);
      return true;
    } catch {
      return false;
    }
  };
  return { command: (name) => dirs.some((dir) => executable(path.join(dir, name))), file: exists };
}
