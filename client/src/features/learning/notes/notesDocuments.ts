import { graphql } from '../../../gql';

/** A note as every list of notes shows it; the writes answer with it, so the cache keeps one shape of a note. */
export const NoteFragment = graphql(`
  fragment Notes_note on Note {
    id
    kind
    body
    atSeconds
    lectureId
    lectureTitle
    courseId
    updatedAt
  }
`);

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
        ...Notes_note @unmask
      }
    }
  }
`);

export const AddNoteMutation = graphql(`
  mutation AddNoteMutation($lectureId: ID!, $input: AddNoteInput!) {
    addNote(lectureId: $lectureId, input: $input) {
      ...Notes_note @unmask
    }
  }
`);

export const EditNoteMutation = graphql(`
  mutation EditNoteMutation($id: ID!, $input: EditNoteInput!) {
    editNote(id: $id, input: $input) {
      ...Notes_note @unmask
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
