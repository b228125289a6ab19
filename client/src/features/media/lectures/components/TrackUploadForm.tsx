import { Button, Heading, Stack } from '@chakra-ui/react';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { FileDropZone } from '../../../../components/FileDropZone';
import { TrackFields, useTrackFields } from './TrackFields';

interface TrackUploadFormProps<Kind extends string> {
  /** What the fields hold at first. */
  initial: { language: string; label: string; kind: Kind };
  kinds: readonly Kind[];
  fieldTexts: ComponentProps<typeof TrackFields<Kind>>['texts'];
  /** The files the picker offers. */
  accept: string;
  /** The form's texts, in the screen's language: its heading, the file field, its formats, no file, the button. */
  texts: { heading: string; file: string; formats: string; noFile: string; submit: string };
  /** Sends the track; a truthy answer (it was taken) clears the file for the next one. */
  upload: (track: { language: string; label: string; kind: Kind; file: File }) => Promise<unknown>;
  loading: boolean;
}

/** Uploads a file as the lecture's track in a language and kind (replacing the one there): a caption or audio track. */
export function TrackUploadForm<Kind extends string>({
  initial,
  kinds,
  fieldTexts,
  accept,
  texts,
  upload,
  loading,
}: TrackUploadFormProps<Kind>) {
  const fields = useTrackFields<Kind>(initial);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMissing(true);
    if (await upload({ ...fields.values, file })) setFile(null);
  };

  return (
    <Stack as="form" gap="3" onSubmit={(event) => void submit(event)} aria-label={texts.submit}>
      <Heading as="h3" size="sm">
        {texts.heading}
      </Heading>
      <TrackFields {...fields.props} kinds={kinds} texts={fieldTexts} />
      <FileDropZone
        label={texts.file}
        accept={accept}
        helperText={texts.formats}
        file={file}
        onSelect={(picked) => {
          setFile(picked);
          setMissing(false);
          return true;
        }}
        error={missing && !file ? texts.noFile : undefined}
      />
      <Button type="submit" alignSelf="flex-start" loading={loading}>
        {texts.submit}
      </Button>
    </Stack>
  );
}
