/** m3u8-parser (video.js) ships no declarations: the part of its manifest the tests read. */
declare module 'm3u8-parser' {
  export interface ParsedManifest {
    playlists?: { uri: string; attributes: Record<string, unknown> }[];
    mediaGroups: {
      SUBTITLES: Record<
        string,
        Record<string, { language?: string; uri?: string; default: boolean; autoselect: boolean }>
      >;
    };
    segments: { uri: string; duration: number }[];
    targetDuration?: number;
    endList?: boolean;
  }
  export class Parser {
    push(chunk: string): void;
    end(): void;
    manifest: ParsedManifest;
  }
}
