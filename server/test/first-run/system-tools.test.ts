import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  machineProbe,
  missingTools,
  type Probe,
  planInstall,
  systemTools,
} from '../../../scripts/lib/system-tools.mjs';

/** A machine with these commands on PATH and these files. */
const machine = (commands: string[], files: string[] = []): Probe => ({
  command: (name) => commands.includes(name),
  file: (file) => files.includes(file),
});

/** What the slides need on any machine: Tesseract, and the font the tests draw slides in. */
const SLIDE_COMMANDS = ['tesseract'];
const SLIDE_FILES = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'];
/** What translating captions needs: Apertium and its English-Spanish pair. */
const TRANSLATION_COMMANDS = ['apertium'];
const TRANSLATION_FILES = ['/usr/share/apertium/modes/eng-spa.mode'];
/** What screenshots of the Hindi and Urdu pages need: fonts of their scripts. */
const SCRIPT_FONTS = [
  '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoNastaliqUrdu-Regular.ttf',
];

const EVERYTHING = machine(
  ['ffmpeg', 'ffprobe', 'pocketsphinx_continuous', 'espeak-ng', 'apt-get', ...SLIDE_COMMANDS, ...TRANSLATION_COMMANDS],
  [
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin',
    ...SLIDE_FILES,
    ...TRANSLATION_FILES,
  ],
);

const packagesMissingOn = (probe: Probe, env: Record<string, string> = {}) =>
  missingTools(systemTools(env), probe).map((tool) => tool.package);

describe('the system tools npm test needs', () => {
  it('finds nothing missing on a machine with all of them', () => {
    expect(packagesMissingOn(EVERYTHING)).toEqual([]);
    expect(planInstall([], { isRoot: false, hasAptGet: false })).toEqual({ action: 'none' });
  });

  it('names the Debian package of each missing tool: both ffmpeg programs, the speech model, the browser', () => {
    expect(packagesMissingOn(machine([]))).toEqual([
      'chromium-headless-shell',
      'chromium',
      'ffmpeg',
      'pocketsphinx',
      'pocketsphinx-en-us',
      'espeak-ng',
      'tesseract-ocr',
      'apertium',
      'apertium-eng-spa',
      'fonts-dejavu-core',
    ]);
    expect(
      packagesMissingOn(
        machine(
          ['ffmpeg', 'pocketsphinx_continuous', 'espeak-ng', ...SLIDE_COMMANDS, ...TRANSLATION_COMMANDS],
          ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', ...SLIDE_FILES, ...TRANSLATION_FILES],
        ),
      ),
    ).toEqual(['ffmpeg', 'pocketsphinx-en-us']);
  });

  it('looks for the browser where the journeys take it from: CHROMIUM_PATH, else the headless shell', () => {
    expect(packagesMissingOn(EVERYTHING, { CHROMIUM_PATH: '/opt/chromium/chrome' })).toEqual([
      'chromium-headless-shell',
    ]);
    const elsewhere = machine(
      ['ffmpeg', 'ffprobe', 'pocketsphinx_continuous', 'espeak-ng', ...SLIDE_COMMANDS, ...TRANSLATION_COMMANDS],
      [
        '/opt/chromium/chrome',
        '/usr/bin/chromium',
        '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin',
        ...SLIDE_FILES,
        ...TRANSLATION_FILES,
      ],
    );
    expect(packagesMissingOn(elsewhere, { CHROMIUM_PATH: '/opt/chromium/chrome' })).toEqual([]);
  });

  it('looks for the whole browser where the benchmarks and screenshots take it from, for those', () => {
    const benchTools = (probe: Probe, env: Record<string, string> = {}) =>
      missingTools(systemTools(env, 'chromium'), probe).map((tool) => tool.package);
    expect(benchTools(EVERYTHING)).toEqual(['fonts-noto-core']);
    const withChromium = machine(
      ['ffmpeg', 'ffprobe', 'pocketsphinx_continuous', 'espeak-ng', ...SLIDE_COMMANDS, ...TRANSLATION_COMMANDS],
      [
        '/usr/bin/chromium',
        '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin',
        ...SLIDE_FILES,
        ...TRANSLATION_FILES,
        ...SCRIPT_FONTS,
      ],
    );
    expect(benchTools(withChromium)).toEqual([]);
    expect(benchTools(withChromium, { CHROMIUM_PATH: '/opt/chromium/chrome' })).toEqual(['chromium']);
  });

  it('installs the missing packages with apt-get, without a question, as root where apt-get exists', () => {
    const missing = missingTools(
      systemTools({}),
      machine(
        ['apt-get', 'ffmpeg', 'ffprobe', ...SLIDE_COMMANDS, ...TRANSLATION_COMMANDS],
        [...SLIDE_FILES, ...TRANSLATION_FILES],
      ),
    );
    expect(planInstall(missing, { isRoot: true, hasAptGet: true })).toEqual({
      action: 'install',
      packages: ['chromium-headless-shell', 'chromium', 'pocketsphinx', 'pocketsphinx-en-us', 'espeak-ng'],
      steps: [
        ['apt-get', 'update', '-qq'],
        [
          'apt-get',
          'install',
          '-y',
          '-qq',
          'chromium-headless-shell',
          'chromium',
          'pocketsphinx',
          'pocketsphinx-en-us',
          'espeak-ng',
        ],
      ],
    });
  });

  it('stops with the one command to run when it cannot install: not root, or no apt-get', () => {
    const missing = missingTools(
      systemTools({}),
      machine(
        ['ffmpeg', 'ffprobe', 'pocketsphinx_continuous', ...SLIDE_COMMANDS, ...TRANSLATION_COMMANDS],
        [...SLIDE_FILES, ...TRANSLATION_FILES],
      ),
    );
    expect(planInstall(missing, { isRoot: false, hasAptGet: true })).toEqual({
      action: 'stop',
      packages: ['chromium-headless-shell', 'chromium', 'pocketsphinx-en-us', 'espeak-ng'],
      command:
        'sudo apt-get update && sudo apt-get install -y chromium-headless-shell chromium pocketsphinx-en-us espeak-ng',
      reason: 'needs root',
    });
    expect(planInstall(missing, { isRoot: true, hasAptGet: false })).toMatchObject({
      action: 'stop',
      command: 'apt-get update && apt-get install -y chromium-headless-shell chromium pocketsphinx-en-us espeak-ng',
      reason: 'no apt-get',
    });
  });

  it("finds a command as the shell does: an executable file in one of PATH's folders", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'coursehub-path-'));
    try {
      writeFileSync(path.join(dir, 'tool'), '#!/bin/sh\n');
      chmodSync(path.join(dir, 'tool'), 0o755);
      writeFileSync(path.join(dir, 'plain'), '');
      const probe = machineProbe({ PATH: ['/nonexistent', dir].join(path.delimiter) });
      expect(probe.command('tool')).toBe(true);
      expect(probe.command('plain')).toBe(false);
      expect(probe.command('absent')).toBe(false);
      expect(probe.file(path.join(dir, 'plain'))).toBe(true);
      expect(probe.file(path.join(dir, 'absent'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
