import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { CreateQuizMutation, QuizBuilderLecturesQuery, QuizBuilderQuery } from '../quizBuilderDocuments';

const lectures = mock({
  request: { query: QuizBuilderLecturesQuery, variables: { courseId: 'course-1' } },
  result: {
    data: {
      course: {
        __typename: 'Course',
        id: 'course-1',
        title: 'Modern JavaScript',
        lectures: [{ __typename: 'CurriculumLecture', id: 'lecture-1', title: 'Variables' }],
      },
    },
  },
});

const input = {
  title: 'Variables check',
  afterLectureId: 'lecture-1',
  atSeconds: null,
  skippable: false,
  passMarkPercent: 70,
  attemptsAllowed: null,
  waitMinutes: 0,
  shuffleQuestions: true,
  shuffleOptions: false,
  timeLimitSeconds: 300,
  questions: [
    {
      type: 'MULTIPLE_CHOICE' as const,
      prompt: 'Which declare a variable?',
      explanation: 'Both do.',
      points: 1,
      options: ['let', 'var', 'if'],
      correctIndexes: [0, 1],
      correctBoolean: null,
      acceptedAnswers: [],
    },
  ],
};

const created = mock({
  request: { query: QuizBuilderQuery, variables: { id: 'quiz-1' } },
  result: {
    data: {
      quiz: {
        __typename: 'Quiz',
        id: 'quiz-1',
        courseId: 'course-1',
        version: 1,
        ...input,
        questionKeys: input.questions.map((question) => ({
          __typename: 'QuestionKey' as const,
          id: 'question-1',
          ...question,
        })),
        results: {
          __typename: 'QuizResults',
          attempts: 0,
          passRate: null,
          averageScore: null,
          questions: [],
          learners: [],
        },
      },
    },
  },
});

describe('QuizBuilderPage', () => {
  it('builds a quiz from labelled fields and creates it with exactly what the kind uses', async () => {
    const { user, router } = renderApp({
      path: '/course/quiz/new?courseId=course-1',
      session: 'ADMIN',
      mocks: [
        lectures,
        mock({
          request: { query: CreateQuizMutation, variables: { courseId: 'course-1', input } },
          result: { data: { createQuiz: { __typename: 'Quiz', id: 'quiz-1' } } },
        }),
        created,
        lectures,
      ],
    });
    expect(await screen.findByText('Course: Modern JavaScript')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Variables check');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Place in the course' }), 'After “Variables”');
    await user.type(screen.getByLabelText('Time limit (seconds)'), '300');
    await user.click(screen.getByRole('checkbox', { name: 'Shuffle the questions' }));
    const question = screen.getByRole('group', { name: 'Question 1' });
    await user.selectOptions(within(question).getByRole('combobox', { name: 'Kind' }), 'Multiple choice');
    await user.type(within(question).getByLabelText('Question'), 'Which declare a variable?');
    await user.type(within(question).getByLabelText('Option 1'), 'let');
    await user.type(within(question).getByLabelText('Option 2'), 'var');
    await user.click(within(question).getByRole('button', { name: 'Add option' }));
    await user.type(within(question).getByLabelText('Option 3'), 'if');
    await user.click(within(question).getByRole('checkbox', { name: 'Option 1 is correct' }));
    await user.click(within(question).getByRole('checkbox', { name: 'Option 2 is correct' }));
    await user.type(within(question).getByLabelText('Explanation'), 'Both do.');
    await user.click(screen.getByRole('button', { name: 'Save quiz' }));
    expect(await screen.findByRole('heading', { name: 'Edit “Variables check”' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=quiz-1');
    expect(screen.getByText('No learner has submitted an attempt yet.')).toBeInTheDocument();
  });

  it('says what is missing before sending anything', async () => {
    const { user } = renderApp({ path: '/course/quiz/new?courseId=course-1', session: 'ADMIN', mocks: [lectures] });
    await screen.findByText('Course: Modern JavaScript');
    await user.click(screen.getByRole('button', { name: 'Save quiz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the quiz a title');
  });
});
