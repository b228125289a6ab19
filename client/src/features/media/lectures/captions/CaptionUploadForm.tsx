import { useTranslation } from 'react-i18next';
import { TrackUploadForm } from '../components/TrackUploadForm';
import { type CaptionKind, captionFieldTexts } from './captionFieldTexts';
import { useUploadCaptionsMutation } from './useCaptionMutations';

const KINDS: readonly CaptionKind[] = ['captions', 'subtitles'];
const INITIAL = { language: 'en', label: 'English', kind: 'captions' } as const;

/** Uploads a .vtt or .srt file as the lecture's track in a language (replacing the one there). */
export function CaptionUploadForm({ lectureId }: { lectureId: string }) {
  const { t } = useTranslation('authoring');
  const [uploadCaptions, { loading }] = useUploadCaptionsMutation();
  return (
    <TrackUploadForm<CaptionKind>
      initial={INITIAL}
      kinds={KINDS}
      fieldTexts={captionFieldTexts(t)}
      accept=".vtt,.srt,text/vtt"
      texts={{
        heading: t('captions.heading'),
        file: t('captions.file'),
        formats: t('captions.formats'),
        noFile: t('captions.noFile'),
        submit: t('captions.submit'),
      }}
      upload={(track) => uploadCaptions({ lectureId, ...track })}
      loading={loading}
    />
  );
}
