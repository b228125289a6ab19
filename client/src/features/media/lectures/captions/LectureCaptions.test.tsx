import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { showScreensIn } from '../../../../test/showScreensIn';
import {
  AlignCaptionsToScriptMutation,
  CaptionCuesQuery,
  DeleteCaptionsMutation,
  LectureCaptionsQuery,
  SetCaptionsDraftMutation,
  TranslateCaptionsMutation,
  UpdateCaptionCuesMutation,
  UploadCaptionsMutation,
} from './captionDocuments';
import { LectureCaptions } from './LectureCaptions';

const EMPTY =
  'No captions yet. Upload a WebVTT or SRT file, align the lecture’s script, or transcribe it automatically.';

const track = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CaptionTrack' as const,
  id: 't-en',
  lectureId: 'l-1',
  language: 'en',
  label: 'English (automatic)',
  kind: 'captions' as const,
  source: 'automatic' as const,
  status: 'READY' as const,
  progress: null,
  failureReason: null,
  confidence: null as number | null,
  version: 2,
  url: '/media/lectures/l-1/captions/en.vtt?v=2',
  ...overrides,
});

const listed = (captions: ReturnType<typeof track>[]) =>
  mock({
    request: { query: LectureCaptionsQuery, variables: { courseId: 'c-1' } },
    result: { data: { lectures: [{ __typename: 'Lecture', id: 'l-1', status: 'READY', captions }] } },
  });

const cuesOf = (overrides: Record<string, unknown> = {}) =>
  mock({
    request: { query: CaptionCuesQuery, variables: { id: 't-en' } },
    result: {
      data: {
        captionTrack: {
          ...track(overrides),
          cues: [
            {
              __typename: 'CaptionCue',
              start: 1,
              end: 3,
              text: 'welcome to the lecture',
              confidences: [0.9, 0.2, 0.9, 0.95],
            },
            { __typename: 'CaptionCue', start: 12.5, end: 15, text: 'the event loop', confidences: null },
          ],
        },
      },
    },
  });
const cues = cuesOf();

function renderCaptions(mocks: Mocks) {
  return renderApp({
    session: 'ADMIN',
    mocks,
    routes: [{ path: '/', element: <LectureCaptions courseId="c-1" lectureId="l-1" /> }],
  });
}

describe('LectureCaptions', () => {
  it('lists the tracks with their status and source', async () => {
    renderCaptions([
      listed([
        track(),
        track({
          id: 't-fr',
          language: 'fr',
          label: 'Français',
          source: 'upload',
          status: 'PROCESSING',
          progress: 40,
          url: null,
        }),
      ]),
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Ready')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Automatic')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Transcribing 40%')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Edit cues' })).toBeDisabled();
  });

  it('shows the empty state', async () => {
    renderCaptions([listed([])]);
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  });

  it('edits a cue’s text and times and saves them as the next version', async () => {
    const saved = mock({
      request: {
        query: UpdateCaptionCuesMutation,
        variables: {
          trackId: 't-en',
          version: 2,
          cues: [
            { start: 1, end: 3, text: 'Welcome to the lecture' },
            { start: 12, end: 15, text: 'the event loop' },
          ],
        },
      },
      result: { data: { updateCaptionCues: track({ version: 3, source: 'upload', label: 'English' }) } },
    });
    const { user } = renderCaptions([listed([track()]), cues, saved]);
    await user.click(await screen.findByRole('button', { name: 'Edit cues' }));
    const text = await screen.findByLabelText('Cue 1 text');
    await user.clear(text);
    await user.type(text, 'Welcome to the lecture');
    await user.clear(screen.getByLabelText('Cue 2 start'));
    await user.type(screen.getByLabelText('Cue 2 start'), '0:12.000');
    await user.click(screen.getByRole('button', { name: 'Save captions' }));
    expect(await screen.findByText('Captions saved')).toBeInTheDocument();
  });

  it('names the cue whose time cannot be read, without sending anything', async () => {
    const { user } = renderCaptions([listed([track()]), cues]);
    await user.click(await screen.findByRole('button', { name: 'Edit cues' }));
    await user.clear(await screen.findByLabelText('Cue 2 end'));
    await user.type(screen.getByLabelText('Cue 2 end'), 'soon');
    await user.click(screen.getByRole('button', { name: 'Save captions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cue 2: write times as m:ss.mmm');
  });

  it('uploads a .vtt file and deletes a track, reading the list again after each', async () => {
    const uploaded = mock({
      request: {
        query: UploadCaptionsMutation,
        variables: (variables) =>
          variables.lectureId === 'l-1' &&
          variables.input.language === 'en' &&
          variables.input.kind === 'subtitles' &&
          variables.file instanceof File,
      },
      result: { data: { uploadCaptions: track({ source: 'upload', label: 'English' }) } },
    });
    const deleted = mock({
      request: { query: DeleteCaptionsMutation, variables: { trackId: 't-en' } },
      result: {
        data: { deleteCaptions: { __typename: 'DeleteCaptionsPayload', id: 't-en', lectureId: 'l-1' } },
      },
    });
    const { user } = renderCaptions([
      listed([]),
      uploaded,
      listed([track({ source: 'upload', label: 'English' })]),
      deleted,
      listed([]),
    ]);
    await screen.findByText(EMPTY);
    await user.click(screen.getByRole('button', { name: 'Subtitles' }));
    await user.upload(
      screen.getByLabelText('WebVTT or SRT file'),
      new File(['WEBVTT\n'], 'en.vtt', { type: 'text/vtt' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload captions' }));
    expect(await screen.findByText('By a person')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Captions deleted')).toBeInTheDocument();
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  });

  it('sends a pasted script to be aligned and shows the English track aligning', async () => {
    const aligning = track({
      source: 'aligned',
      label: 'English (aligned to script)',
      status: 'PROCESSING',
      progress: 0,
    });
    const aligned = mock({
      request: {
        query: AlignCaptionsToScriptMutation,
        variables: (variables) => variables.lectureId === 'l-1' && variables.script instanceof File,
      },
      result: { data: { alignCaptionsToScript: aligning } },
    });
    const { user } = renderCaptions([listed([]), aligned, listed([aligning])]);
    await screen.findByText(EMPTY);
    await user.click(screen.getByRole('button', { name: 'Align script' }));
    expect(screen.getByText('Choose a script file or paste the script')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Or paste the script'), 'The event loop never blocks.');
    await user.click(screen.getByRole('button', { name: 'Align script' }));
    expect(await screen.findByText('The script is being aligned to the lecture')).toBeInTheDocument();
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Aligning 0%')).toBeInTheDocument();
    expect(within(item).getByText('Aligned to script')).toBeInTheDocument();
  });

  it('asks for a ready track translated into another language, which is listed as it is translated', async () => {
    const spanish = track({
      id: 't-es',
      language: 'es',
      label: 'Español (automático)',
      kind: 'subtitles',
      source: 'translated',
      status: 'PROCESSING',
      url: null,
    });
    const translated = mock({
      request: {
        query: TranslateCaptionsMutation,
        variables: { trackId: 't-en', input: { language: 'es', label: 'Español (automático)', kind: 'subtitles' } },
      },
      result: { data: { translateCaptions: spanish } },
    });
    const { user } = renderCaptions([listed([track()]), translated, listed([track(), spanish])]);
    const item = await screen.findByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Translate' }));
    const form = within(item).getByRole('form', { name: 'Translate these captions' });
    expect(within(form).getByLabelText('Language (BCP 47, e.g. en or pt-BR)')).toHaveValue('es');
    await user.clear(within(form).getByLabelText('Label shown in the player'));
    await user.type(within(form).getByLabelText('Label shown in the player'), 'Español (automático)');
    await user.click(within(form).getByRole('button', { name: 'Translate' }));

    expect(
      await screen.findByText('The captions are being translated: review the draft when it is ready'),
    ).toBeVisible();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('Translating')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Machine-translated')).toBeInTheDocument();
    // Only a ready track can be translated: the one being made offers no Translate.
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: 'Translate' })).toBeNull();
  });

  it('marks a draft, approves it, and marks the words the recogniser was unsure of until the cue is edited', async () => {
    const draft = track({ status: 'DRAFT', confidence: 0.42, url: null });
    const approved = mock({
      request: { query: SetCaptionsDraftMutation, variables: { trackId: 't-en', draft: false } },
      result: { data: { setCaptionsDraft: track({ confidence: 0.42, version: 3 }) } },
    });
    const { user } = renderCaptions([
      listed([draft]),
      cuesOf({ status: 'DRAFT', confidence: 0.42, url: null }),
      approved,
    ]);
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Draft: only admins see it')).toBeInTheDocument();
    expect(within(item).getByText('42% confident')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Edit cues' }));
    const heard = await screen.findByLabelText('Cue 1 as heard, unsure words marked');
    expect(within(heard).getByText('to').tagName).toBe('MARK');
    expect(within(heard).getByText('welcome').tagName).toBe('SPAN');
    expect(screen.queryByLabelText('Cue 2 as heard, unsure words marked')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Cue 1 text'), '!');
    expect(screen.queryByLabelText('Cue 1 as heard, unsure words marked')).not.toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Captions published')).toBeInTheDocument();
    expect(await within(item).findByText('Ready')).toBeInTheDocument();
  });
});

// The helpers read the translator's language: shown in Hindi (authoring is a staff namespace, fetched on its own),
// then back to English for the tests after.
describe('LectureCaptions in Hindi', () => {
  showScreensIn('hi', 'authoring');

  it("names the tracks' status, the script form and the words heard unsure in Hindi", async () => {
    const draft = track({ status: 'DRAFT', confidence: 0.42, url: null });
    const aligning = track({ id: 't-fr', language: 'fr', source: 'aligned', status: 'PROCESSING', progress: 40 });
    const { user } = renderCaptions([listed([draft, aligning]), cuesOf({ status: 'DRAFT', confidence: 0.42 })]);
    const [drafted, aligned] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(screen.getByRole('heading', { name: 'कैप्शन' })).toBeInTheDocument();
    expect(within(drafted).getByText('ड्राफ़्ट: सिर्फ़ एडमिन इसे देखते हैं')).toBeInTheDocument();
    expect(within(drafted).getByText('42% निश्चितता')).toBeInTheDocument();
    expect(within(aligned).getByText('संरेखित हो रहा है 40%')).toBeInTheDocument();
    expect(within(aligned).getByText('स्क्रिप्ट से संरेखित')).toBeInTheDocument();
    expect(within(aligned).getByText('fr · कैप्शन')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'स्क्रिप्ट से संरेखण' })).toBeInTheDocument();
    expect(screen.getByLabelText('या स्क्रिप्ट चिपकाएँ')).toBeInTheDocument();

    await user.click(within(drafted).getByRole('button', { name: 'क्यू संपादित करें' }));
    expect(await screen.findByLabelText('क्यू 1 जैसा सुना गया, अनिश्चित शब्द चिह्नित')).toBeInTheDocument();
  });

  it('says in Hindi that the approved captions are published', async () => {
    const draft = track({ status: 'DRAFT', confidence: 0.42, url: null });
    const approved = mock({
      request: { query: SetCaptionsDraftMutation, variables: { trackId: 't-en', draft: false } },
      result: { data: { setCaptionsDraft: track({ confidence: 0.42, version: 3 }) } },
    });
    const { user } = renderCaptions([listed([draft]), approved]);
    const item = await screen.findByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'स्वीकृत करें' }));
    expect(await screen.findByText('कैप्शन प्रकाशित हो गए')).toBeInTheDocument();
    expect(screen.queryByText('Captions published')).not.toBeInTheDocument();
  });
});
