import { graphql } from '../../../gql';

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
      id
      type
      prompt
      points
      options {
        id
        text
      }
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
          id
          type
          prompt
          points
          options {
            id
            text
          }
        }
      }
    }
  }
`);
