/** m3u8-parser (video.js) ships no declarations: the part of its manifest the tests read. */
declare module 'm3u8-parser' {
  export interface MediaRendition {
    language?: string;
    uri?: string;
    default: boolean;
    autoselect: boolean;
  }
  export interface ParsedManifest {
    playlists?: { uri: string; attributes: Record<string, unknown> }[];
    mediaGroups: {
      SUBTITLES: Record<string, Record<string, MediaRendition>>;
      AUDIO: Record<string, Record<string, MediaRendition>>;
    };
    segments: { uri: string; duration: number; byterange?: { length: number; offset: number } }[];
    targetDuration?: number;
    endList?: boolean;
  }
  export class Parser {
    push(chunk: string): void;
    end(): void;
    manifest: ParsedManifest;
  }
}
