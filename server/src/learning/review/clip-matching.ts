import type { StoredQuestion } from '../quiz/quiz-questions';

/** A clip replays one idea: long enough to hear it explained, short enough for a five-minute review. */
export const CLIP_MIN_SECONDS = 20;
export const CLIP_MAX_SECONDS = 40;

/** The part of a lecture that teaches a question, in whole seconds. */
export interface Clip {
  lectureId: string;
  startSeconds: number;
  endSeconds: number;
}

/** One caption cue of a READY track, as the matcher reads it. */
export interface SpokenCue {
  trackId: string;
  lectureId: string;
  start: number;
  end: number;
  text: string;
}

/** An in-video question's own moment: what was just taught before it paused the video. */
export interface QuestionMoment {
  lectureId: string;
  atSeconds: number;
}

/** The words a question is about: its correct answer's, which weigh more, and its prompt's other words. */
export interface QuestionWords {
  answer: string[];
  prompt: string[];
}

/** Words that say nothing of a topic (English, the captions' usual language). */
const STOP_WORDS = new Set(
  `a about an and any are as at be been but by can could did do does each for from had has have how if in into is it
  its may might more most must no not of on or our shall should so some such than that the their them then there these
  they this those to true false was we were what when where which while who whom why will with would you your`.split(
    /\s+/,
  ),
);

/**
 * A text's topic words: lower case, letters (with their marks) and digits only, each once, stop words and single
 * letters dropped.
 */
export function keywords(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{M}\p{N}]+/u);
  return [...new Set(words.filter((word) => word.length > 1 && !STOP_WORDS.has(word)))];
}

/** What the correct answer says, in words: the options chosen, the accepted texts, every item of an ordering. */
function answerTexts(question: StoredQuestion): string[] {
  // True or false names no topic; the prompt alone does.
  if (question.type === 'TRUE_FALSE') return [];
  if (question.type === 'SHORT_ANSWER') return question.acceptedAnswers;
  const texts = new Map(question.options.map((option) => [option.id, option.text]));
  return question.correctOptionIds.map((id) => texts.get(id) ?? '');
}

export function questionWords(question: StoredQuestion): QuestionWords {
  const answer = keywords(answerTexts(question).join(' '));
  const inAnswer = new Set(answer);
  return { answer, prompt: keywords(question.prompt).filter((word) => !inAnswer.has(word)) };
}

const ANSWER_WEIGHT = 2;
const PROMPT_WEIGHT = 1;
/** An in-video moment outweighs a prompt word or an answer word alone: the author put the question right there. */
const MOMENT_WEIGHT = 3;
/** Without captions, the moment's clip is what played just before it. */
const MOMENT_LEAD_SECONDS = 30;

interface Candidate {
  lectureId: string;
  start: number;
  end: number;
  score: number;
  /** The in-video moment's own window, which a tie does not displace. */
  moment: boolean;
}

/** A higher score wins; of equal ones the shorter window, which says the same in less time. */
const better = (candidate: Candidate, best: Candidate | null) =>
  best === null ||
  candidate.score > best.score ||
  (candidate.score === best.score && !best.moment && candidate.end - candidate.start < best.end - best.start);

const nearMoment = (moment: QuestionMoment | null, lectureId: string, start: number, end: number) =>
  moment !== null &&
  moment.lectureId === lectureId &&
  start <= moment.atSeconds &&
  end >= moment.atSeconds - CLIP_MAX_SECONDS;

/** Cues by track, in time order (the reader gives them so): a window never spans two tracks. */
function byTrack(cues: readonly SpokenCue[]): SpokenCue[][] {
  const tracks = new Map<string, SpokenCue[]>();
  for (const cue of cues) tracks.set(cue.trackId, [...(tracks.get(cue.trackId) ?? []), cue]);
  return [...tracks.values()];
}

/**
 * The best run of whole cues of one track lasting at most CLIP_MAX_SECONDS (a single longer cue alone), scored by
 * the distinct question words it speaks; a run before an in-video moment gets the moment's weight too. The moment's
 * own window starts as the one to beat.
 */
function bestWindow(words: QuestionWords, cues: readonly SpokenCue[], moment: QuestionMoment | null) {
  const weights = new Map<string, number>([
    ...words.prompt.map((word): [string, number] => [word, PROMPT_WEIGHT]),
    ...words.answer.map((word): [string, number] => [word, ANSWER_WEIGHT]),
  ]);
  let best: Candidate | null = moment && {
    lectureId: moment.lectureId,
    start: moment.atSeconds - MOMENT_LEAD_SECONDS,
    end: moment.atSeconds,
    score: MOMENT_WEIGHT,
    moment: true,
  };
  for (const track of byTrack(cues)) {
    const spoken = track.map((cue) => keywords(cue.text).filter((word) => weights.has(word)));
    for (const [from, first] of track.entries()) {
      const heard = new Set<string>();
      for (let to = from; to < track.length; to += 1) {
        const last = track[to] as SpokenCue;
        if (to > from && last.end - first.start > CLIP_MAX_SECONDS) break;
        for (const word of spoken[to] ?? []) heard.add(word);
        const said = [...heard].reduce((sum, word) => sum + (weights.get(word) ?? 0), 0);
        if (!said) continue;
        const score = said + (nearMoment(moment, first.lectureId, first.start, last.end) ? MOMENT_WEIGHT : 0);
        const candidate = { lectureId: first.lectureId, start: first.start, end: last.end, score, moment: false };
        if (better(candidate, best)) best = candidate;
      }
    }
  }
  return best;
}

/**
 * A window made a clip: whole seconds, widened evenly to CLIP_MIN_SECONDS and cut to CLIP_MAX_SECONDS, then moved
 * inside the lecture (a lecture shorter than the minimum is its own clip).
 */
export function fitClip(lectureId: string, start: number, end: number, durationSeconds: number | null): Clip {
  const length = durationSeconds === null ? Number.POSITIVE_INFINITY : Math.floor(durationSeconds);
  let from = Math.floor(start);
  let to = Math.min(Math.ceil(end), from + CLIP_MAX_SECONDS);
  const missing = CLIP_MIN_SECONDS - (to - from);
  if (missing > 0) {
    from -= Math.ceil(missing / 2);
    to += Math.floor(missing / 2);
  }
  if (from < 0) [from, to] = [0, to - from];
  if (to > length) [from, to] = [Math.max(0, from - (to - length)), length];
  return { lectureId, startSeconds: from, endSeconds: to };
}

/**
 * The clip that teaches a question, from the captions of the lectures it may come from: null when none speaks its
 * words and it has no moment of its own.
 */
export function chooseClip(
  words: QuestionWords,
  cues: readonly SpokenCue[],
  durations: ReadonlyMap<string, number | null>,
  moment: QuestionMoment | null,
): Clip | null {
  const best = bestWindow(words, cues, moment);
  return best && fitClip(best.lectureId, best.start, best.end, durations.get(best.lectureId) ?? null);
}
