import { graphql } from '../../../gql';

/** The review page's one read: what is due now (at most 10, oldest first) and the learner's numbers. */
export const ReviewPageQuery = graphql(`
  query ReviewPageQuery {
    dueReview {
      dueCount
      items {
        id
        quizTitle
        courseTitle
        question {
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
    reviewStats {
      dueNow
      cards
      reviewsCounted
      retentionPercent
    }
  }
`);

/** One answer to a review item: right or wrong, the key, when it is due again and, when wrong, the clip to replay. */
export const AnswerReviewItemMutation = graphql(`
  mutation AnswerReviewItemMutation($id: ID!, $answer: ReviewAnswerInput!) {
    answerReviewItem(id: $id, answer: $answer) {
      itemId
      correct
      scheduled
      nextDue
      correctOptionIds
      acceptedAnswers
      explanation
      clip {
        lectureId
        lectureTitle
        startSeconds
        endSeconds
        videoUrl
        captions {
          language
          label
          kind
          url
        }
      }
    }
  }
`);
