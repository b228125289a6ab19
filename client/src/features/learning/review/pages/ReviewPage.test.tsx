import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewPageQueryQuery } from '../../../../gql/graphql';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { AnswerReviewItemMutation, ReviewPageQuery } from '../reviewDocuments';

const item = {
  __typename: 'ReviewItem' as const,
  id: 'r-1',
  quizTitle: 'Transactions check',
  courseTitle: 'Databases',
  question: {
    __typename: 'Question' as const,
    id: 'q-1',
    type: 'SINGLE_CHOICE' as const,
    prompt: 'Which isolation level prevents phantom reads?',
    points: 1,
    options: [
      { __typename: 'QuizOption' as const, id: 'o-right', text: 'Serializable' },
      { __typename: 'QuizOption' as const, id: 'o-wrong', text: 'Read committed' },
    ],
  },
};

const stats = (overrides: Partial<ReviewPageQueryQuery['reviewStats']> = {}) => ({
  __typename: 'ReviewStats' as const,
  dueNow: 1,
  cards: 1,
  reviewsCounted: 0,
  retentionPercent: null,
  ...overrides,
});

const page = (items: (typeof item)[], reviewStats = stats()) =>
  mock({
    request: { query: ReviewPageQuery },
    result: {
      data: {
        dueReview: { __typename: 'DueReview' as const, dueCount: items.length, items },
        reviewStats,
      },
    },
  });

const answer = (optionId: string, correct: boolean) =>
  mock({
    request: {
      query: AnswerReviewItemMutation,
      variables: { id: 'r-1', answer: { optionIds: [optionId], text: null } },
    },
    result: {
      data: {
        answerReviewItem: {
          __typename: 'ReviewAnswer' as const,
          itemId: 'r-1',
          correct,
          scheduled: !correct,
          nextDue: '2026-12-04T10:00:00.000Z',
          correctOptionIds: ['o-right'],
          acceptedAnswers: [],
          explanation: 'Only serializable stops phantoms.',
          clip: correct
            ? null
            : {
                __typename: 'ReviewClip' as const,
                lectureId: 'l-2',
                lectureTitle: 'Isolation levels',
                startSeconds: 53,
                endSeconds: 73,
                videoUrl: '/media/lectures/l-2',
                captions: [
                  {
                    __typename: 'ReviewClipCaptions' as const,
                    language: 'en',
                    label: 'English',
                    kind: 'captions',
                    url: '/media/lectures/l-2/captions/en.vtt?v=1',
                  },
                ],
              },
        },
      },
    },
  });

describe('ReviewPage', () => {
  it('says when nothing is due, with the numbers', async () => {
    renderApp({ path: '/review', session: 'USER', mocks: [page([], stats({ dueNow: 0, cards: 3 }))] });
    expect(await screen.findByRole('heading', { name: 'Nothing to review today' })).toBeInTheDocument();
    expect(screen.getByText('0 questions due today')).toBeInTheDocument();
    expect(screen.getByText('Not measured yet')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('replays the clip after a miss, asks again, and is done after a right answer', async () => {
    const done = page([], stats({ dueNow: 0, reviewsCounted: 2, retentionPercent: 50 }));
    const { user } = renderApp({
      path: '/review',
      session: 'USER',
      mocks: [page([item]), answer('o-wrong', false), answer('o-right', true), done],
    });
    expect(await screen.findByText('1 question due today')).toBeInTheDocument();
    expect(screen.getByText('From Transactions check · Databases')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Read committed' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    const clip = await screen.findByLabelText('Clip of Isolation levels, 0:53 to 1:13');
    expect(clip).toHaveAttribute('src', '/media/lectures/l-2#t=53,73');
    expect(clip.querySelector('track')).toHaveAttribute('src', '/media/lectures/l-2/captions/en.vtt?v=1');
    expect(screen.getByText('Watch the part of “Isolation levels” that explains it, then try again.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check answer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByLabelText(/^Clip of/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Serializable' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));

    expect(await screen.findByRole('heading', { name: 'Review done' })).toBeInTheDocument();
    expect(screen.getByText(/^Correct\. Next review on /)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('50%')).toBeInTheDocument());
    expect(screen.getByText('Of 2 reviews a day or more after you last saw the question')).toBeInTheDocument();
  });

  it('offers a retry when the review cannot be loaded', async () => {
    renderApp({
      path: '/review',
      session: 'USER',
      mocks: [{ request: { query: ReviewPageQuery }, error: new Error('offline') }],
    });
    expect(await screen.findByText('Your review could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
