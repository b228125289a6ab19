import { describe, expect, it } from 'vitest';
import type { StoredQuestion } from '../quiz/quiz-questions';
import { chooseClip, fitClip, keywords, questionWords, type SpokenCue } from './clip-matching';

const question = (overrides: Partial<StoredQuestion>): StoredQuestion => ({
  id: 'q',
  type: 'SINGLE_CHOICE',
  prompt: 'Which index type suits full-text search?',
  explanation: '',
  points: 1,
  options: [
    { id: 'a', text: 'GIN' },
    { id: 'b', text: 'B-tree' },
  ],
  correctOptionIds: ['a'],
  acceptedAnswers: [],
  ...overrides,
});

const cue = (start: number, end: number, text: string, lectureId = 'L1'): SpokenCue => ({
  trackId: `${lectureId}-en`,
  lectureId,
  start,
  end,
  text,
});

const durations = new Map<string, number | null>([
  ['L1', 300],
  ['L2', 15],
]);

describe('question words', () => {
  it('drop stop words and single letters, and keep the answer apart from the prompt', () => {
    expect(keywords('What is the B-tree of a table?')).toEqual(['tree', 'table']);
    expect(questionWords(question({}))).toEqual({
      answer: ['gin'],
      prompt: ['index', 'type', 'suits', 'full', 'text', 'search'],
    });
  });

  it('take accepted answers and leave true or false out', () => {
    expect(questionWords(question({ type: 'SHORT_ANSWER', acceptedAnswers: ['Vacuum'] })).answer).toEqual(['vacuum']);
    const trueFalse = question({ type: 'TRUE_FALSE', prompt: 'GIN indexes text', correctOptionIds: ['true'] });
    expect(questionWords(trueFalse)).toEqual({ answer: [], prompt: ['gin', 'indexes', 'text'] });
  });
});

describe('the chosen clip', () => {
  const words = questionWords(question({}));

  it('covers the cue that speaks the answer, widened to 20 s', () => {
    const cues = [cue(10, 14, 'B-tree is the default'), cue(100, 106, 'A GIN index serves full text search')];
    expect(chooseClip(words, cues, durations, null)).toEqual({ lectureId: 'L1', startSeconds: 93, endSeconds: 113 });
  });

  it("prefers the answer's word to a prompt word, and the shorter of two equal windows", () => {
    const answerLater = [cue(0, 5, 'search'), cue(100, 105, 'GIN')];
    expect(chooseClip(words, answerLater, durations, null)).toMatchObject({ startSeconds: 92, endSeconds: 112 });
    const twice = [cue(0, 6, 'GIN'), cue(200, 203, 'GIN')];
    expect(chooseClip(words, twice, durations, null)).toMatchObject({ startSeconds: 191, endSeconds: 211 });
  });

  it('is at most 40 s, inside the lecture, and null when nothing matches without a moment', () => {
    expect(fitClip('L1', 10, 70, 300)).toEqual({ lectureId: 'L1', startSeconds: 10, endSeconds: 50 });
    expect(fitClip('L1', 290, 299, 300)).toEqual({ lectureId: 'L1', startSeconds: 280, endSeconds: 300 });
    expect(fitClip('L1', 2, 4, 300)).toEqual({ lectureId: 'L1', startSeconds: 0, endSeconds: 20 });
    expect(fitClip('L2', 2, 4, 15)).toEqual({ lectureId: 'L2', startSeconds: 0, endSeconds: 15 });
    expect(chooseClip(words, [cue(0, 5, 'Nothing relevant')], durations, null)).toBeNull();
  });

  it("falls back to an in-video question's moment, and favours matches just before it", () => {
    const moment = { lectureId: 'L1', atSeconds: 200 };
    expect(chooseClip(words, [], durations, moment)).toEqual({ lectureId: 'L1', startSeconds: 170, endSeconds: 200 });
    const cues = [cue(20, 25, 'GIN index'), cue(180, 185, 'GIN index')];
    expect(chooseClip(words, cues, durations, moment)).toMatchObject({ startSeconds: 172, endSeconds: 192 });
  });
});
