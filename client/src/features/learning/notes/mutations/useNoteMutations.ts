import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteKind } from '../../../../gql/graphql';
import { withNotices } from '../../../../shared/withNotices';
import { AddNoteMutation, CourseNotesQuery, DeleteNoteMutation, EditNoteMutation } from '../notesDocuments';

/** The course's list in the cache, or null when it was never read. */
function readCourseNotes(cache: ApolloCache, courseId: string) {
  return cache.readQuery({ query: CourseNotesQuery, variables: { courseId } })?.courseNotes ?? null;
}

/**
 * Every write of the notes, each under its notices. An edit returns the note and the cache normalises it; an add
 * puts the new note into the course's list in the order the server keeps (lecture, then moment), a delete takes it
 * out; so the panel, the seek bar and the notes page change at once. Each resolves true on success.
 */
export function useNoteMutations(courseId: string) {
  const { t } = useTranslation('notes');
  const notices = useMemo(
    () => ({
      add: { success: t('notices.add.success'), failure: t('notices.add.failure') },
      bookmark: { success: t('notices.bookmark.success'), failure: t('notices.bookmark.failure') },
      edit: { success: t('notices.edit.success'), failure: t('notices.edit.failure') },
      delete: { success: t('notices.delete.success'), failure: t('notices.delete.failure') },
    }),
    [t],
  );
  const [addMutate, addState] = useMutation(AddNoteMutation);
  const [editMutate, editState] = useMutation(EditNoteMutation);
  const [deleteMutate] = useMutation(DeleteNoteMutation);

  const add = useCallback(
    async (lectureId: string, input: { kind: NoteKind; atSeconds: number; body: string | null }) =>
      (
        await withNotices(input.kind === 'NOTE' ? notices.add : notices.bookmark, () =>
          addMutate({
            variables: { lectureId, input },
            update(cache, { data }) {
              const list = readCourseNotes(cache, courseId);
              const added = data?.addNote;
              if (!list || !added) return;
              // The new note joins its lecture's notes by moment; the lectures' order is the list's own.
              const notes = [...list.notes];
              const sameLecture = notes.filter((note) => note.lectureId === added.lectureId);
              const after = sameLecture.find((note) => note.atSeconds > added.atSeconds);
              const index = after
                ? notes.indexOf(after)
                : sameLecture.length
                  ? notes.indexOf(sameLecture[sameLecture.length - 1] as (typeof notes)[number]) + 1
                  : -1;
              if (index < 0) {
                void cache.evict({ fieldName: 'courseNotes', args: { courseId } });
                return;
              }
              notes.splice(index, 0, added);
              cache.writeQuery({
                query: CourseNotesQuery,
                variables: { courseId },
                data: { courseNotes: { ...list, notes } },
              });
            },
          }),
        )
      ).ok,
    [addMutate, courseId, notices],
  );
  const edit = useCallback(
    async (id: string, body: string) =>
      (await withNotices(notices.edit, () => editMutate({ variables: { id, input: { body } } }))).ok,
    [editMutate, notices],
  );
  const remove = useCallback(
    async (id: string) =>
      (
        await withNotices(notices.delete, () =>
          deleteMutate({
            variables: { id },
            update(cache) {
              cache.evict({ id: cache.identify({ __typename: 'Note', id }) });
              cache.gc();
            },
          }),
        )
      ).ok,
    [deleteMutate, notices],
  );
  return { add, adding: addState.loading, edit, editing: editState.loading, remove };
}
