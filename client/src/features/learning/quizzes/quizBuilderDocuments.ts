import { graphql } from '../../../gql';

export const QuizBuilderQuery = graphql(`
  query QuizBuilderQuery($id: ID!) {
    quiz(id: $id) {
      id
      courseId
      afterLectureId
      atSeconds
      skippable
      title
      passMarkPercent
      attemptsAllowed
      waitMinutes
      shuffleQuestions
      shuffleOptions
      timeLimitSeconds
      version
      questionKeys {
        id
        type
        prompt
        explanation
        points
        options
        correctIndexes
        correctBoolean
        acceptedAnswers
      }
      results {
        attempts
        passRate
        averageScore
        questions {
          questionId
          prompt
          answers
          shareRight
          mostChosenWrongAnswer
          mostChosenWrongCount
        }
        learners {
          userId
          fullName
          attempts
          scores
          bestScore
          passed
        }
      }
    }
  }
`);

export const QuizBuilderLecturesQuery = graphql(`
  query QuizBuilderLecturesQuery($courseId: ID!) {
    course(id: $courseId) {
      id
      title
      lectures {
        id
        title
      }
    }
  }
`);

export const CreateQuizMutation = graphql(`
  mutation CreateQuizMutation($courseId: ID!, $input: QuizInput!) {
    createQuiz(courseId: $courseId, input: $input) {
      id
    }
  }
`);

export const UpdateQuizMutation = graphql(`
  mutation UpdateQuizMutation($id: ID!, $input: QuizInput!) {
    updateQuiz(id: $id, input: $input) {
      id
      version
    }
  }
`);

export const DeleteQuizMutation = graphql(`
  mutation DeleteQuizMutation($id: ID!) {
    deleteQuiz(id: $id) {
      id
    }
  }
`);
