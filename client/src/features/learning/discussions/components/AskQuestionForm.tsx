import { Button, Checkbox, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { askQuestionSchema, DISCUSSION_BODY_MAX, DISCUSSION_TITLE_MAX, formatVideoMoment } from '@coursehub/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../../../i18n/useValidationText';
import { useOnline } from '../../../../shared/useOnline';
import { useDiscussionMutations } from '../mutations/useDiscussionMutations';
import { useQueuedQuestions } from '../offline/useQueuedQuestions';

interface AskQuestionFormProps {
  lectureId: string;
  /** The player's position when the form opened (whole seconds), offered as the question's moment; null: none. */
  moment: number | null;
  onDone: () => void;
}

type Errors = Partial<Record<'title' | 'body', string>>;

/**
 * Title, details and "At 3:12 in the video" (on when the player had started), checked with the server's rules.
 * Offline, the question waits on the device and is posted once it is back online.
 */
export function AskQuestionForm({ lectureId, moment, onDone }: AskQuestionFormProps) {
  const { t } = useTranslation('discussions');
  const validationText = useValidationText();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [atMoment, setAtMoment] = useState(moment !== null && moment > 0);
  const [errors, setErrors] = useState<Errors>({});
  const { ask, asking } = useDiscussionMutations();
  const online = useOnline();
  const queued = useQueuedQuestions(lectureId);
  const titleId = useId();
  const bodyId = useId();

  const submit = async () => {
    const parsed = askQuestionSchema.safeParse({ title, body, videoSeconds: atMoment ? moment : null });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'title' || field === 'body') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    if (!online && queued.canQueue) {
      await queued.queue({ title: parsed.data.title, body: parsed.data.body, videoSeconds: parsed.data.videoSeconds });
      onDone();
      return;
    }
    if (await ask(lectureId, parsed.data)) onDone();
  };

  return (
    <Stack
      as="form"
      gap="3"
      p={{ base: '3', md: '4' }}
      layerStyle="surface.brand"
      aria-label={t('askHeading')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field.Root invalid={Boolean(errors.title)}>
        <Field.Label htmlFor={titleId}>{t('titleLabel')}</Field.Label>
        <Input
          id={titleId}
          bg="bg.panel"
          value={title}
          maxLength={DISCUSSION_TITLE_MAX}
          placeholder={t('titlePlaceholder')}
          onChange={(event) => setTitle(event.target.value)}
        />
        {errors.title ? <Field.ErrorText>{validationText(errors.title)}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.body)}>
        <Field.Label htmlFor={bodyId}>{t('bodyLabel')}</Field.Label>
        <Textarea
          id={bodyId}
          bg="bg.panel"
          rows={4}
          value={body}
          maxLength={DISCUSSION_BODY_MAX}
          onChange={(event) => setBody(event.target.value)}
        />
        {errors.body ? (
          <Field.ErrorText>{validationText(errors.body)}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('bodyHelp')}</Field.HelperText>
        )}
      </Field.Root>
      <HStack justify="space-between" wrap="wrap" gap="3">
        {moment !== null ? (
          <Checkbox.Root
            recipe={checkboxSlotRecipe}
            checked={atMoment}
            onCheckedChange={(change) => setAtMoment(change.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('atMoment', { moment: formatVideoMoment(moment) })}</Checkbox.Label>
          </Checkbox.Root>
        ) : (
          <span />
        )}
        <HStack gap="2">
          <Button variant="ghost" size="sm" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" size="sm" colorPalette="brand" loading={asking}>
            {t('post')}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
