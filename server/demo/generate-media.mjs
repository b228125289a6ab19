// Regenerates the demo thumbnails and lecture videos listed in catalog.json with ffmpeg
// (Debian: `apt-get install ffmpeg fonts-dejavu-core`), then run transcode-media.ts for their HLS outputs. From anywhere:
//   node server/demo/generate-media.mjs
// Videos: 6 s, 320x180 (or the course's `videoSize`, e.g. 1280x720 for a ladder of two rungs), a title slide in the course's colour with a bar that grows with time, and a silent sound
// track: H.264 + AAC like an upload, and so little to encode that all their outputs together stay small enough to ship.
// Thumbnails: 640x360 with the course title drawn; .jpg or .png by the name in the catalog.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
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
    const size = course.videoSize ?? '320x180';
    // The layout is drawn for 320x180 and scaled to the video's width.
    const k = Number(size.split('x')[0]) / 320;
    const at = (options) => ({ size: options.size * k, y: options.y * k, lineHeight: options.lineHeight * k });
    const filters = [
      `drawbox=x=0:y=0:w=iw:h=${62 * k}:color=black@0.25:t=fill`,
      ...drawLines(wrap(course.title, 30).slice(0, 1), at({ size: 16, y: 8, lineHeight: 0 })),
      ...drawLines([`Lecture ${index + 1}`], at({ size: 13, y: 36, lineHeight: 0 })),
      ...drawLines(wrap(lecture.title, 26).slice(0, 2), at({ size: 18, y: 88, lineHeight: 26 })),
      // Something moves, so seeking and the storyboard show different frames.
      `drawbox=x=0:y=ih-${8 * k}:w=max(2\\,iw*t/6):h=${8 * k}:color=white@0.85:t=fill`,
    ];
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `color=c=${course.color}:s=${size}:r=24:d=6`,
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=44100:cl=mono',
      '-vf',
      filters.join(','),
      '-t',
      '6',
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
console.log(`generated media for ${courses.length} courses in ${demoDir}`);
