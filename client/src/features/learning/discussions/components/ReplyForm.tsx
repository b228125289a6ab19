import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { DISCUSSION_BODY_MAX, replySchema } from '@coursehub/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../../../i18n/useValidationText';
import { useDiscussionMutations } from '../mutations/useDiscussionMutations';

/** The answer box under a thread; checked with the server's own rules before sending. */
export function ReplyForm({ questionId }: { questionId: string }) {
  const { t } = useTranslation('discussions');
  const validationText = useValidationText();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { reply, replying } = useDiscussionMutations();
  const id = useId();
  const submit = async () => {
    const parsed = replySchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    if (await reply(questionId, parsed.data.body)) setBody('');
  };
  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field.Root invalid={error !== null}>
        <Field.Label htmlFor={id}>{t('replyLabel')}</Field.Label>
        <Textarea
          id={id}
          value={body}
          maxLength={DISCUSSION_BODY_MAX}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
        />
        {error ? <Field.ErrorText>{validationText(error)}</Field.ErrorText> : null}
      </Field.Root>
      <HStack justify="flex-end">
        <Button type="submit" size="sm" colorPalette="brand" loading={replying}>
          {t('reply')}
        </Button>
      </HStack>
    </Stack>
  );
}
