// Regenerates the demo thumbnails and lecture videos listed in catalog.json with ffmpeg
// (Debian: `apt-get install ffmpeg fonts-dejavu-core`). Run from anywhere:
//   node server/demo/generate-media.mjs
// Videos: 6 s, 320x180, H.264 + faststart (plays in every browser, seeks at once): what tests and journeys seed.
// Narrated lectures (`narrated` in the catalog, seeded by default, DEMO_MEDIA=short for the small ones): about a minute
// at 1280x720, slides whose points appear as the narration (espeak-ng, Debian's `espeak-ng`) reaches them.
// Thumbnails: 640x360 with the course title drawn; .jpg or .png by the name in the catalog.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const demoDir = path.dirname(fileURLToPath(import.meta.url));
const font = process.env.DEMO_FONT ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const { courses } = JSON.parse(readFileSync(path.join(demoDir, 'catalog.json'), 'utf8'));

/** drawtext's own escaping: the text is inside single quotes within a filter graph. */
const escapeText = (text) =>
  text.replace(/\\/g, '\\\\').replace(/'/g, '\u2019').replace(/:/g, '\\:').replace(/%/g, '\\%');

/** Greedy word wrap, so long titles fit the frame. */
function wrap(text, width) {
  const lines = [''];
  for (const word of text.split(' ')) {
    const line = lines[lines.length - 1];
    if (line && `${line} ${word}`.length > width) lines.push(word);
    else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  return lines;
}

const drawLines = (lines, { size, y, lineHeight }) =>
  lines.map(
    (line, index) =>
      `drawtext=fontfile=${font}:text='${escapeText(line)}':fontcolor=white:fontsize=${size}:x=(w-text_w)/2:y=${y + index * lineHeight}`,
  );

const ffmpeg = (args) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });

for (const course of courses) {
  const thumbnail = path.join(demoDir, course.thumbnail);
  mkdirSync(path.dirname(thumbnail), { recursive: true });
  const title = wrap(course.title, 22);
  const thumbnailFilters = [
    'drawbox=x=0:y=ih-70:w=iw:h=70:color=black@0.35:t=fill',
    ...drawLines(title, { size: 42, y: 150 - title.length * 25, lineHeight: 52 }),
    ...drawLines([course.category], { size: 24, y: 312, lineHeight: 0 }),
  ];
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=${course.color}:s=640x360`,
    '-vf',
    thumbnailFilters.join(','),
    '-frames:v',
    '1',
    ...(thumbnail.endsWith('.jpg') ? ['-q:v', '4'] : []),
    thumbnail,
  ]);

  course.lectures.forEach((lecture, index) => {
    const video = path.join(demoDir, lecture.video);
    mkdirSync(path.dirname(video), { recursive: true });
    const filters = [
      `drawbox=x=0:y=0:w=iw:h=62:color=${course.color}:t=fill`,
      ...drawLines(wrap(course.title, 30).slice(0, 1), { size: 16, y: 8, lineHeight: 0 }),
      ...drawLines([`Lecture ${index + 1}: ${lecture.title}`], { size: 13, y: 36, lineHeight: 0 }),
    ];
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=s=320x180:r=24:d=6',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${330 + index * 110}:sample_rate=44100:duration=6`,
      '-vf',
      filters.join(','),
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-crf',
      '30',
      '-preset',
      'veryslow',
      '-c:a',
      'aac',
      '-b:a',
      '48k',
      '-ac',
      '1',
      '-movflags',
      '+faststart',
      '-shortest',
      video,
    ]);
  });
}
const regular = process.env.DEMO_FONT_REGULAR ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const LEAD_IN = 4;
const TAIL = 3;

/** Speech for a lecture's narration, and its length in seconds. */
function narrate(text, wav) {
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '122', '-w', wav, text]);
  const seconds = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav]);
  return Number(String(seconds).trim());
}

for (const course of courses) {
  course.lectures.forEach((lecture, index) => {
    const video = path.join(demoDir, lecture.narrated);
    mkdirSync(path.dirname(video), { recursive: true });
    const wav = `${video}.wav`;
    const speech = narrate(lecture.narration, wav);
    const total = LEAD_IN + speech + TAIL;
    const text = (font_, value, size, x, y, enable, colour = 'white') =>
      `drawtext=fontfile=${font_}:text='${escapeText(value)}':fontcolor=${colour}:fontsize=${size}:x=${x}:y=${y}${enable ? `:enable='${enable}'` : ''}`;
    const title = `lt(t,${LEAD_IN})`;
    const content = `gte(t,${LEAD_IN})`;
    const filters = [
      // The title slide, then the lecture's points, each appearing as the narration gets to it.
      ...wrap(course.title, 28).map((line, row) => text(font, line, 64, '(w-text_w)/2', 220 + row * 80, title)),
      text(regular, `Lecture ${index + 1}: ${lecture.title}`, 40, '(w-text_w)/2', 440, title, 'white@0.9'),
      text(regular, course.createdBy, 30, '(w-text_w)/2', 520, title, 'white@0.75'),
      `drawbox=x=0:y=0:w=iw:h=150:color=black@0.22:t=fill:enable='${content}'`,
      text(font, lecture.title, 56, 80, 48, content),
      ...lecture.bullets.map((point, row) =>
        text(
          regular,
          `•  ${point}`,
          46,
          110,
          240 + row * 100,
          `gte(t,${(LEAD_IN + 1 + (row * speech) / lecture.bullets.length).toFixed(1)})`,
        ),
      ),
      text(regular, `${course.title} · Lecture ${index + 1}`, 26, 80, 'h-64', content, 'white@0.8'),
    ];
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `color=c=${course.color}:s=1280x720:r=25:d=${total.toFixed(2)}`,
      '-i',
      wav,
      '-filter_complex',
      `[0]${filters.join(',')}[v];[1]adelay=${LEAD_IN * 1000}:all=1,apad[a]`,
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-t',
      total.toFixed(2),
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-preset',
      'slow',
      '-tune',
      'stillimage',
      '-crf',
      '28',
      '-c:a',
      'aac',
      '-b:a',
      '40k',
      '-ac',
      '1',
      '-movflags',
      '+faststart',
      video,
    ]);
    rmSync(wav);
  });
}
console.log(`generated media for ${courses.length} courses in ${demoDir}`);
