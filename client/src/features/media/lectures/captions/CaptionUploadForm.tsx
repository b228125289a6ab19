import { Button, Heading, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../../components/FileDropZone';
import { TrackFields, useTrackFields } from '../components/TrackFields';
import { type CaptionKind, captionFieldTexts } from './captionFieldTexts';
import { useUploadCaptionsMutation } from './useCaptionMutations';

const KINDS: readonly CaptionKind[] = ['captions', 'subtitles'];

/** Uploads a .vtt or .srt file as the lecture's track in a language (replacing the one there). */
export function CaptionUploadForm({ lectureId }: { lectureId: string }) {
  const { t } = useTranslation('authoring');
  const fields = useTrackFields<'captions' | 'subtitles'>({ language: 'en', label: 'English', kind: 'captions' });
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [uploadCaptions, { loading }] = useUploadCaptionsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMissing(true);
    if (await uploadCaptions({ lectureId, ...fields.values, file })) setFile(null);
  };

  return (
    <Stack as="form" gap="3" onSubmit={(event) => void submit(event)} aria-label={t('captions.submit')}>
      <Heading as="h3" size="sm">
        {t('captions.heading')}
      </Heading>
      <TrackFields {...fields.props} kinds={KINDS} texts={captionFieldTexts(t)} />
      <FileDropZone
        label={t('captions.file')}
        accept=".vtt,.srt,text/vtt"
        helperText={t('captions.formats')}
        file={file}
        onSelect={(picked) => {
          setFile(picked);
          setMissing(false);
          return true;
        }}
        error={missing && !file ? t('captions.noFile') : undefined}
      />
      <Button type="submit" alignSelf="flex-start" loading={loading}>
        {t('captions.submit')}
      </Button>
    </Stack>
  );
}
