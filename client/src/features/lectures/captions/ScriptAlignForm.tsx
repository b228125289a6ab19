import { Button, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FileDropZone } from '../../../components/FileDropZone';
import { FormField } from '../../../components/ui/form-field';
import { useAlignCaptionsToScriptMutation } from './useCaptionMutations';

export const SCRIPT_TEXTS = {
  heading: 'Align a script',
  intro:
    'Have the words the lecture says? The server times each of them to the speech and makes them the English ' +
    'captions, replacing the English track there.',
  file: 'Script file',
  formats: 'Plain text (.txt) or Markdown (.md), in the order it is said.',
  paste: 'Or paste the script',
  submit: 'Align script',
  missing: 'Choose a script file or paste the script',
};

/** Sends the lecture's script, a file or pasted text, to be aligned to its speech as the English track. */
export function ScriptAlignForm({ lectureId }: { lectureId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [missing, setMissing] = useState(false);
  const [align, { loading }] = useAlignCaptionsToScriptMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const script = file ?? (pasted.trim() ? new File([pasted], 'script.txt', { type: 'text/plain' }) : null);
    if (!script) return setMissing(true);
    if (await align(lectureId, script)) {
      setFile(null);
      setPasted('');
    }
  };

  return (
    <Stack as="form" gap="3" onSubmit={(event) => void submit(event)} aria-label={SCRIPT_TEXTS.submit}>
      <Heading as="h3" size="sm">
        {SCRIPT_TEXTS.heading}
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        {SCRIPT_TEXTS.intro}
      </Text>
      <FileDropZone
        label={SCRIPT_TEXTS.file}
        accept=".txt,.md,text/plain,text/markdown"
        helperText={SCRIPT_TEXTS.formats}
        file={file}
        onSelect={(picked) => {
          setFile(picked);
          setMissing(false);
          return true;
        }}
        error={missing ? SCRIPT_TEXTS.missing : undefined}
      />
      {file ? null : (
        <FormField label={SCRIPT_TEXTS.paste}>
          <Textarea
            value={pasted}
            rows={4}
            onChange={(event) => {
              setPasted(event.target.value);
              setMissing(false);
            }}
          />
        </FormField>
      )}
      <Button type="submit" alignSelf="flex-start" variant="outline" loading={loading}>
        {SCRIPT_TEXTS.submit}
      </Button>
    </Stack>
  );
}
