import path from 'node:path';

/**
 * A lecture's storyboard: small frames of it, every `intervalSeconds`, tiled into one JPEG sprite, and a WebVTT file
 * that maps each time range to its tile with a `#xywh=` media fragment. The web player's seek bar (media-chrome's
 * `media-time-range`) previews the frame under the pointer from it, and the admin's retention shows the frame at each
 * drop-off point from the same geometry.
 */
export interface StoryboardPlan {
  intervalSeconds: number;
  /** Tiles in the sprite: one per interval, the last one possibly shorter. */
  count: number;
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
}

/** A tile's place in the sprite, in pixels. */
export interface SpriteRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const STORYBOARD_SPRITE_FILE = 'storyboard.jpg';
export const STORYBOARD_VTT_FILE = 'storyboard.vtt';

/** A frame every 5 s while that keeps within MAX_TILES (a 10-minute lecture), then longer steps. */
const MIN_INTERVAL_SECONDS = 5;
/**
 * Bounds the sprite whatever the lecture's length: 120 tiles of 160x90 are a 1600x1080 JPEG (about 2 kB a tile of a
 * busy picture), fetched once (a two-hour lecture gets a frame a minute).
 */
export const MAX_TILES = 120;
const COLUMNS = 10;
/** The long side of a tile: what YouTube and Udemy show above the seek bar. */
const TILE_LONG_SIDE = 160;

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** The storyboard of a video this long and this size (display size, after rotation); null when its length is unknown. */
export function planStoryboard(
  durationSeconds: number | null,
  display: { width: number; height: number },
): StoryboardPlan | null {
  if (!durationSeconds || durationSeconds <= 0 || !display.width || !display.height) return null;
  const intervalSeconds = Math.max(MIN_INTERVAL_SECONDS, Math.ceil(durationSeconds / MAX_TILES));
  const count = Math.max(1, Math.ceil(durationSeconds / intervalSeconds));
  const columns = Math.min(COLUMNS, count);
  const landscape = display.width >= display.height;
  const scale = TILE_LONG_SIDE / (landscape ? display.width : display.height);
  return {
    intervalSeconds,
    count,
    columns,
    rows: Math.ceil(count / columns),
    tileWidth: landscape ? TILE_LONG_SIDE : even(display.width * scale),
    tileHeight: landscape ? even(display.height * scale) : TILE_LONG_SIDE,
  };
}

/** Where the ladder's run writes the sprite's tiles, inside its output folder (removed once the sprite is made). */
export const storyboardTilesDir = (outDir: string) => path.join(outDir, 'storyboard-tiles');
/** The tiles' names there, in order (ffmpeg's image2 pattern): 0001.png, 0002.png… */
export const storyboardTilesPattern = (outDir: string) => path.join(storyboardTilesDir(outDir), '%04d.png');

/**
 * The filter that turns the decoded video into the sprite's tiles: the frame nearest each interval's start (`fps`
 * keeps one per interval, duplicating across gaps of a variable frame rate; `eof_action=pass` keeps the last
 * interval's even when it is shorter than half a step, which rounding would drop: a 2 s clip gets its one tile),
 * scaled to a tile. Each is written as a lossless picture as it comes: an output that waits for the end of the video
 * (a `tile` filter in the same run) would hold back ffmpeg's progress reports until then, since ffmpeg reports
 * nothing before every output has started.
 */
export const storyboardTileFilter = (plan: StoryboardPlan) =>
  `fps=1/${plan.intervalSeconds}:eof_action=pass,scale=${plan.tileWidth}:${plan.tileHeight},setsar=1`;

/**
 * The sprite from the tiles, once they are all written: laid out left to right, top to bottom (`tile` emits the grid
 * once full, or at the end of the tiles). Tiles a fifth of the poster's size hide JPEG's artefacts, hence a lower
 * quality than the poster's.
 */
export const storyboardSpriteFilter = (plan: StoryboardPlan) => `format=yuvj420p,tile=${plan.columns}x${plan.rows}`;

/** Where the tile of the frame shown at `second` is in the sprite (the last tile for a time past the end). */
export function tileAt(plan: StoryboardPlan, second: number): SpriteRegion {
  const index = Math.min(plan.count - 1, Math.max(0, Math.floor(second / plan.intervalSeconds)));
  return {
    x: (index % plan.columns) * plan.tileWidth,
    y: Math.floor(index / plan.columns) * plan.tileHeight,
    width: plan.tileWidth,
    height: plan.tileHeight,
  };
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** WebVTT's `hh:mm:ss.ttt`. */
export function vttTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(Math.floor(millis / 1000) % 60)}.${pad(millis % 1000, 3)}`;
}

/**
 * The thumbnails track: one cue per tile, from its interval's start to the next (the last one to the end of the
 * video), naming the sprite relatively so that the player resolves it against the track's own URL, which is
 * authorized like the lecture (no URL in the file is signed or expires).
 */
export function storyboardVtt(plan: StoryboardPlan, durationSeconds: number, spriteFile = STORYBOARD_SPRITE_FILE) {
  const cues = Array.from({ length: plan.count }, (_, index) => {
    const start = index * plan.intervalSeconds;
    const end = Math.min(durationSeconds, start + plan.intervalSeconds);
    const { x, y, width, height } = tileAt(plan, start);
    return `${vttTimestamp(start)} --> ${vttTimestamp(end)}\n${spriteFile}#xywh=${x},${y},${width},${height}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
