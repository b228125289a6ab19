import { formatDuration } from '../../../components/format/formatDuration';

/** The transcript panel's texts (not in the spec). */
export const TRANSCRIPT_TEXTS = {
  heading: 'Transcript',
  language: 'Transcript language',
  search: 'Search the transcript',
  loading: 'Loading the transcript',
  failed: 'The transcript could not be loaded.',
  empty: 'Nothing is said in this lecture.',
  noMatch: (query: string) => `“${query}” is not said in this lecture.`,
  matches: (count: number) => (count === 1 ? '1 line' : `${count} lines`),
  downloadVtt: 'Download .vtt',
  downloadTxt: 'Download .txt',
  seek: (seconds: number, text: string) => `${formatDuration(Math.floor(seconds))}: ${text}`,
};
