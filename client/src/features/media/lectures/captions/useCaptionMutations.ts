import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';
import {
  AlignCaptionsToScriptMutation,
  DeleteCaptionsMutation,
  RetranscribeLectureMutation,
  SetCaptionsDraftMutation,
  TranslateCaptionsMutation,
  UpdateCaptionCuesMutation,
  UploadCaptionsMutation,
} from './captionDocuments';

/** The caption actions, each with its notices in the authoring texts (`captionNotices.<action>`). */
type CaptionAction = 'upload' | 'save' | 'remove' | 'transcribe' | 'approve' | 'translate' | 'align';

/** An action's loading, success and failure notices, in the screen's language; stable while the language is. */
function useCaptionNotices(action: CaptionAction) {
  const { t } = useTranslation('authoring');
  return useMemo(
    () => ({
      loading: t(`captionNotices.${action}.loading`),
      success: t(`captionNotices.${action}.success`),
      failure: t(`captionNotices.${action}.failure`),
    }),
    [t, action],
  );
}

export interface CaptionUpload {
  lectureId: string;
  language: string;
  label: string;
  kind: 'captions' | 'subtitles';
  file: File;
}

export interface CueDraft {
  start: number;
  end: number;
  text: string;
}

/** A list of tracks changes with uploads, deletes and transcriptions: the lecture's captions are read again. */
const REFETCH = { refetchQueries: ['LectureCaptionsQuery'], awaitRefetchQueries: true };

async function upload(mutate: Mutate<typeof UploadCaptionsMutation>, { lectureId, file, ...input }: CaptionUpload) {
  const { data } = await mutate({ variables: { lectureId, input, file } });
  if (!data) throw new Error('No data');
}

async function save(
  mutate: Mutate<typeof UpdateCaptionCuesMutation>,
  trackId: string,
  version: number,
  cues: CueDraft[],
) {
  const { data } = await mutate({ variables: { trackId, version, cues } });
  if (!data) throw new Error('No data');
}

async function remove(mutate: Mutate<typeof DeleteCaptionsMutation>, trackId: string) {
  const { data } = await mutate({ variables: { trackId } });
  if (!data) throw new Error('No data');
}

async function transcribe(mutate: Mutate<typeof RetranscribeLectureMutation>, lectureId: string) {
  const { data } = await mutate({ variables: { lectureId } });
  if (!data) throw new Error('No data');
}

/** Uploads a WebVTT or SRT file as a track (multipart over the app's upload link); the list is read again. */
export const useUploadCaptionsMutation = () =>
  useNoticedMutation(UploadCaptionsMutation, useCaptionNotices('upload'), upload, REFETCH);
/** Saves edited cues as the track's next version; the answer updates the cached track. */
export const useUpdateCaptionCuesMutation = () =>
  useNoticedMutation(UpdateCaptionCuesMutation, useCaptionNotices('save'), save);
export const useDeleteCaptionsMutation = () =>
  useNoticedMutation(DeleteCaptionsMutation, useCaptionNotices('remove'), remove, REFETCH);
/** Queues the lecture's automatic captions again (its English track PROCESSING); the list is read again. */
export const useRetranscribeLectureMutation = () =>
  useNoticedMutation(RetranscribeLectureMutation, useCaptionNotices('transcribe'), transcribe, REFETCH);

async function align(mutate: Mutate<typeof AlignCaptionsToScriptMutation>, lectureId: string, script: File) {
  const { data } = await mutate({ variables: { lectureId, script } });
  if (!data) throw new Error('No data');
}

/** Sends the lecture's script (a file, or pasted text as one) to be aligned into its English track. */
export const useAlignCaptionsToScriptMutation = () =>
  useNoticedMutation(AlignCaptionsToScriptMutation, useCaptionNotices('align'), align, REFETCH);

async function setDraft(mutate: Mutate<typeof SetCaptionsDraftMutation>, trackId: string, draft: boolean) {
  const { data } = await mutate({ variables: { trackId, draft } });
  if (!data) throw new Error('No data');
}

/** Approves a DRAFT track as it is (or takes one back to DRAFT); the answer updates the cached track. */
export const useSetCaptionsDraftMutation = () =>
  useNoticedMutation(SetCaptionsDraftMutation, useCaptionNotices('approve'), setDraft);

export interface CaptionTranslation {
  trackId: string;
  language: string;
  label: string;
  kind: 'captions' | 'subtitles';
}

async function translate(mutate: Mutate<typeof TranslateCaptionsMutation>, { trackId, ...input }: CaptionTranslation) {
  const { data } = await mutate({ variables: { trackId, input } });
  if (!data) throw new Error('No data');
}

/** Asks for a READY track machine-translated into another language (a draft once done); the list is read again. */
export const useTranslateCaptionsMutation = () =>
  useNoticedMutation(TranslateCaptionsMutation, useCaptionNotices('translate'), translate, REFETCH);
