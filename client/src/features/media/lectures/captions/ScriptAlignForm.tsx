import { Button, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../../components/FileDropZone';
import { FormField } from '../../../../components/ui/form-field';
import { useAlignCaptionsToScriptMutation } from './useCaptionMutations';

/** Sends the lecture's script, a file or pasted text, to be aligned to its speech as the English track. */
export function ScriptAlignForm({ lectureId }: { lectureId: string }) {
  const { t } = useTranslation('authoring');
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
    <Stack as="form" gap="3" onSubmit={(event) => void submit(event)} aria-label={t('script.submit')}>
      <Heading as="h3" size="sm">
        {t('script.heading')}
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        {t('script.intro')}
      </Text>
      <FileDropZone
        label={t('script.file')}
        accept=".txt,.md,text/plain,text/markdown"
        helperText={t('script.formats')}
        file={file}
        onSelect={(picked) => {
          setFile(picked);
          setMissing(false);
          return true;
        }}
        error={missing ? t('script.missing') : undefined}
      />
      {file ? null : (
        <FormField label={t('script.paste')}>
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
        {t('script.submit')}
      </Button>
    </Stack>
  );
}
