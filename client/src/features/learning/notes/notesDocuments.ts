import { graphql } from '../../../gql';

/**
 * The caller's notes of a whole course: one list for the lecture page (its panel and seek bar keep the selected
 * lecture's) and the course's notes page, so a note added beside the player is already on the page.
 */
export const CourseNotesQuery = graphql(`
  query CourseNotesQuery($courseId: ID!) {
    courseNotes(courseId: $courseId) {
      courseId
      courseTitle
      markdownUrl
      pdfUrl
      notes {
        id
        kind
        body
        atSeconds
        lectureId
        lectureTitle
        courseId
        updatedAt
      }
    }
  }
`);

export const AddNoteMutation = graphql(`
  mutation AddNoteMutation($lectureId: ID!, $input: AddNoteInput!) {
    addNote(lectureId: $lectureId, input: $input) {
      id
      kind
      body
      atSeconds
      lectureId
      lectureTitle
      courseId
      updatedAt
    }
  }
`);

export const EditNoteMutation = graphql(`
  mutation EditNoteMutation($id: ID!, $input: EditNoteInput!) {
    editNote(id: $id, input: $input) {
      id
      kind
      body
      atSeconds
      lectureId
      lectureTitle
      courseId
      updatedAt
    }
  }
`);

export const DeleteNoteMutation = graphql(`
  mutation DeleteNoteMutation($id: ID!) {
    deleteNote(id: $id) {
      id
    }
  }
`);

/** ADMIN: a lecture's most bookmarked moments (counts only). */
export const BookmarkedMomentsQuery = graphql(`
  query BookmarkedMomentsQuery($lectureId: ID!) {
    bookmarkedMoments(lectureId: $lectureId) {
      atSeconds
      learners
    }
  }
`);
