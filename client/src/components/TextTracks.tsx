interface LectureTextTrack {
  url: string;
  language: string;
  label: string;
  kind: string;
}

/** A lecture's caption and subtitle tracks as `<track>` children of its video, so the player offers them. */
export function TextTracks({ tracks }: { tracks: readonly LectureTextTrack[] }) {
  return tracks.map((track) => (
    <track key={track.url} kind={track.kind} src={track.url} srcLang={track.language} label={track.label} />
  ));
}
