import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translator } from '../../../../i18n/i18n';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { AddAudioTrackMutation, DeleteAudioTrackMutation, LectureAudioTracksQuery } from './audioTrackMutations';
import { LectureAudioTracks } from './LectureAudioTracks';

const track = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'AudioTrack' as const,
  id: 'a-hi',
  lectureId: 'l-1',
  language: 'hi',
  label: 'हिन्दी',
  kind: 'dub' as const,
  status: 'READY' as const,
  durationSeconds: 125 as number | null,
  failureReason: null as string | null,
  ...overrides,
});

const listed = (audioTracks: ReturnType<typeof track>[]) =>
  mock({
    request: { query: LectureAudioTracksQuery, variables: { courseId: 'c-1' } },
    result: { data: { lectures: [{ __typename: 'Lecture', id: 'l-1', audioTracks }] } },
  });

const renderTracks = (mocks: Mocks) =>
  renderApp({
    session: 'ADMIN',
    mocks,
    routes: [{ path: '/', element: <LectureAudioTracks courseId="c-1" lectureId="l-1" /> }],
  });

describe('LectureAudioTracks', () => {
  afterEach(() => translator.changeLanguage('en'));

  it('lists the tracks with their kind, status, length and a failure’s reason', async () => {
    renderTracks([
      listed([
        track(),
        track({
          id: 'a-en',
          language: 'en',
          label: 'English (described)',
          kind: 'description',
          status: 'FAILED',
          durationSeconds: null,
          failureReason: 'The file has no sound',
        }),
      ]),
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Ready')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('हिन्दी hi · Dub');
    expect(items[0]).toHaveTextContent('2 min');
    expect(within(items[1]!).getByText('Failed')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('en · Audio description');
    expect(items[1]).toHaveTextContent('The file has no sound');
  });

  it('uploads an audio file as a dub and deletes a track, reading the list again after each', async () => {
    const added = mock({
      request: {
        query: AddAudioTrackMutation,
        variables: (variables) =>
          variables.lectureId === 'l-1' &&
          variables.input.language === 'ta' &&
          variables.input.label === 'தமிழ்' &&
          variables.input.kind === 'description' &&
          variables.file instanceof File,
      },
      result: { data: { addAudioTrack: track({ id: 'a-ta', language: 'ta', label: 'தமிழ்', status: 'PROCESSING' }) } },
    });
    const deleted = mock({
      request: { query: DeleteAudioTrackMutation, variables: { id: 'a-hi' } },
      result: { data: { deleteAudioTrack: 'a-hi' } },
    });
    const { user } = renderTracks([
      listed([track()]),
      added,
      listed([
        track(),
        track({ id: 'a-ta', language: 'ta', label: 'தமிழ்', kind: 'description', status: 'PROCESSING' }),
      ]),
      deleted,
      listed([]),
    ]);
    await screen.findByText('Ready');
    const language = screen.getByLabelText('Language (BCP 47, e.g. hi or pt-BR)');
    await user.clear(language);
    await user.type(language, 'ta');
    const label = screen.getByLabelText('Label shown in the player');
    await user.clear(label);
    await user.type(label, 'தமிழ்');
    await user.click(screen.getByRole('button', { name: 'Audio description' }));
    await user.upload(screen.getByLabelText('Audio file'), new File(['ID3'], 'tamil.mp3', { type: 'audio/mpeg' }));
    await user.click(screen.getByRole('button', { name: 'Upload audio track' }));
    expect(await screen.findByText('Encoding')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete the audio track हिन्दी' }));
    expect(await screen.findByText('No audio tracks yet: the lecture plays with its own sound.')).toBeInTheDocument();
  });

  it('speaks Hindi to a Hindi admin', async () => {
    // authoring is a staff namespace, fetched on its own: loaded before the render, as a Hindi admin's first screen does.
    await act(async () => {
      await translator.changeLanguage('hi');
      await translator.loadNamespaces('authoring');
    });
    renderTracks([listed([track()])]);
    expect(await screen.findByText('तैयार')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ऑडियो ट्रैक' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑडियो ट्रैक अपलोड करें' })).toBeInTheDocument();
  });
});
