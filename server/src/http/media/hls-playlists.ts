/**
 * Text work on stored HLS media playlists: they name their files relatively (`#EXT-X-MAP:URI="720p.mp4",…` and one
 * `720p.mp4` line per segment, each with its own EXT-X-BYTERANGE), and are served with every name replaced by a URL
 * that can be fetched without a session (signed for the grant of the master that named the playlist).
 */

/** A file beside the playlist: a plain name, never a path, a URL or a dot file. */
const FILE_NAME = /^[\w-][\w.-]*$/;
const URI_ATTRIBUTE = /URI="([^"]*)"/g;

/** The distinct file names a media playlist refers to (normally one: the rendition's single fMP4 file). */
export function playlistFiles(playlist: string): string[] {
  const files = new Set<string>();
  for (const line of playlist.split(/\r?\n/)) {
    if (line.startsWith('#')) for (const [, uri = ''] of line.matchAll(URI_ATTRIBUTE)) files.add(uri);
    else if (line.trim()) files.add(line.trim());
  }
  for (const file of files) {
    if (!FILE_NAME.test(file)) throw new Error(`A stored playlist names ${JSON.stringify(file)}, not a file beside it`);
  }
  return [...files];
}

/** The playlist with every file name replaced by `urls[name]` (from playlistFiles), tags and byte ranges unchanged. */
export function rewritePlaylist(playlist: string, urls: ReadonlyMap<string, string>): string {
  const urlOf = (file: string) => {
    const url = urls.get(file);
    if (url === undefined) throw new Error(`No URL for ${JSON.stringify(file)}`);
    return url;
  };
  return playlist
    .split(/\r?\n/)
    .map((line) => {
      if (line.startsWith('#')) return line.replace(URI_ATTRIBUTE, (_match, uri: string) => `URI="${urlOf(uri)}"`);
      return line.trim() ? urlOf(line.trim()) : line;
    })
    .join('\n');
}
