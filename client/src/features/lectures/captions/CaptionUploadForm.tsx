import { Button, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FileDropZone } from '../../../components/FileDropZone';
import { FormField } from '../../../components/ui/form-field';
import { useUploadCaptionsMutation } from './useCaptionMutations';

export const UPLOAD_TEXTS = {
  language: 'Language (BCP 47, e.g. en or pt-BR)',
  label: 'Label shown in the player',
  file: 'WebVTT or SRT file',
  submit: 'Upload captions',
  heading: 'Add or replace a track',
  kinds: { captions: 'Captions', subtitles: 'Subtitles' },
  noFile: 'Choose a .vtt or .srt file',
  formats: 'WebVTT (.vtt) or SubRip (.srt), one language a track.',
};

/** Uploads a .vtt or .srt file as the lecture's track in a language (replacing the one there). */
export function CaptionUploadForm({ lectureId }: { lectureId: string }) {
  const [language, setLanguage] = useState('en');
  const [label, setLabel] = useState('English');
  const [kind, setKind] = useState<'captions' | 'subtitles'>('captions');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [uploadCaptions, { loading }] = useUploadCaptionsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMissing(true);
    if (await uploadCaptions({ lectureId, language, label, kind, file })) setFile(null);
  };

  return (
    <Stack as="form" gap="3" onSubmit={(event) => void submit(event)} aria-label={UPLOAD_TEXTS.submit}>
      <Heading as="h3" size="sm">
        {UPLOAD_TEXTS.heading}
      </Heading>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <FormField label={UPLOAD_TEXTS.language}>
          <Input value={language} onChange={(event) => setLanguage(event.target.value)} required maxLength={35} />
        </FormField>
        <FormField label={UPLOAD_TEXTS.label}>
          <Input value={label} onChange={(event) => setLabel(event.target.value)} required maxLength={100} />
        </FormField>
      </Stack>
      <HStack gap="2" role="group" aria-label="Kind">
        {(['captions', 'subtitles'] as const).map((each) => (
          <Button
            key={each}
            size="sm"
            variant={kind === each ? 'solid' : 'outline'}
            aria-pressed={kind === each}
            onClick={() => setKind(each)}
          >
            {UPLOAD_TEXTS.kinds[each]}
          </Button>
        ))}
      </HStack>
      <FileDropZone
        label={UPLOAD_TEXTS.file}
        accept=".vtt,.srt,text/vtt"
        helperText={UPLOAD_TEXTS.formats}
        file={file}
        onSelect={(picked) => {
          setFile(picked);
          setMissing(false);
          return true;
        }}
        error={missing && !file ? UPLOAD_TEXTS.noFile : undefined}
      />
      <Button type="submit" alignSelf="flex-start" loading={loading}>
        {UPLOAD_TEXTS.submit}
      </Button>
    </Stack>
  );
}
