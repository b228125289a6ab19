import { graphql } from '../../../gql';

export const DiscussionPostFields = graphql(`
  fragment DiscussionPost_post on Post {
    id
    parentId
    title
    body
    videoSeconds
    upvotes
    replyCount
    acceptedReplyId
    answered
    hidden
    locked
    createdAt
    editedAt
    authorName
    byInstructor
    mine
    upvotedByMe
    reportCount
  }
`);

export const LectureQuestionsQuery = graphql(`
  query LectureQuestionsQuery(
    $courseId: ID!
    $lectureId: ID
    $sort: DiscussionSort
    $search: String
    $first: Int
    $after: String
  ) {
    courseQuestions(
      courseId: $courseId
      lectureId: $lectureId
      sort: $sort
      search: $search
      first: $first
      after: $after
    ) {
      totalCount
      pageInfo {
        ...LoadMore_pageInfo @unmask
      }
      edges {
        node {
          ...DiscussionPost_post @unmask
        }
      }
    }
  }
`);

export const QuestionThreadQuery = graphql(`
  query QuestionThreadQuery($id: ID!) {
    discussionPost(id: $id) {
      ...DiscussionPost_post @unmask
      replies {
        ...DiscussionPost_post @unmask
      }
    }
  }
`);

export const UnansweredQuestionsQuery = graphql(`
  query UnansweredQuestionsQuery($first: Int, $after: String) {
    unansweredQuestions(first: $first, after: $after) {
      totalCount
      pageInfo {
        ...LoadMore_pageInfo @unmask
      }
      edges {
        node {
          ...DiscussionPost_post @unmask
          courseId
          lectureId
          courseTitle
          lectureTitle
        }
      }
    }
  }
`);

export const AskQuestionMutation = graphql(`
  mutation AskQuestionMutation($lectureId: ID!, $input: AskQuestionInput!) {
    askQuestion(lectureId: $lectureId, input: $input) {
      ...DiscussionPost_post
    }
  }
`);

export const ReplyToPostMutation = graphql(`
  mutation ReplyToPostMutation($postId: ID!, $body: String!) {
    replyToPost(postId: $postId, body: $body) {
      ...DiscussionPost_post
    }
  }
`);

export const UpvotePostMutation = graphql(`
  mutation UpvotePostMutation($id: ID!, $upvoted: Boolean!) {
    upvotePost(id: $id, upvoted: $upvoted) {
      id
      upvotes
      upvotedByMe
    }
  }
`);

export const AcceptAnswerMutation = graphql(`
  mutation AcceptAnswerMutation($replyId: ID!, $accepted: Boolean!) {
    acceptAnswer(replyId: $replyId, accepted: $accepted) {
      id
      acceptedReplyId
      answered
    }
  }
`);

export const DeletePostMutation = graphql(`
  mutation DeletePostMutation($id: ID!) {
    deletePost(id: $id) {
      id
      parentId
    }
  }
`);

export const ModeratePostMutation = graphql(`
  mutation ModeratePostMutation($id: ID!, $action: ModerationAction!) {
    moderatePost(id: $id, action: $action) {
      id
      hidden
      locked
    }
  }
`);

export const ReportPostMutation = graphql(`
  mutation ReportPostMutation($id: ID!) {
    reportPost(id: $id) {
      id
    }
  }
`);

export const SetMailSubscriptionMutation = graphql(`
  mutation SetMailSubscriptionMutation($token: String!, $subscribed: Boolean!) {
    setMailSubscription(token: $token, subscribed: $subscribed) {
      kind
      subscribed
    }
  }
`);
