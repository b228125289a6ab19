import { graphql } from '../../../gql';

/**
 * A question as the quiz form shows it. An attempt's questions and the paper kept for taking the quiz offline are the
 * same (the offline paper is shown as an attempt), so both ask for this.
 */
export const QuizQuestionFragment = graphql(`
  fragment QuizQuestion_question on Question {
    id
    type
    prompt
    points
    options {
      id
      text
    }
  }
`);

export const QuizAttemptFragment = graphql(`
  fragment QuizAttempt_attempt on QuizAttempt {
    id
    number
    startedAt
    deadlineAt
    secondsLeft
    submittedAt
    scorePoints
    maxPoints
    scorePercent
    passed
    timedOut
    questions {
      ...QuizQuestion_question @unmask
    }
    results {
      questionId
      correct
      earned
      points
      summary
      correctOptionIds
      acceptedAnswers
      explanation
    }
  }
`);

export const QuizPageQuery = graphql(`
  query QuizPageQuery($id: ID!) {
    quiz(id: $id) {
      id
      courseId
      title
      passMarkPercent
      attemptsAllowed
      waitMinutes
      timeLimitSeconds
      questionCount
      totalPoints
      attemptsLeft
      nextAttemptAt
      bestAttempt {
        id
        number
        scorePercent
        passed
      }
      myAttempts {
        ...QuizAttempt_attempt @unmask
      }
      offlinePaper {
        version
        questions {
          ...QuizQuestion_question @unmask
        }
      }
    }
  }
`);
