import { Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { QUESTION_MAX_OPTIONS } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { FiX } from 'react-icons/fi';
import type { DraftQuestion } from './builderTypes';

interface OptionsEditorProps {
  question: DraftQuestion;
  label: string;
  onChange: (question: DraftQuestion) => void;
}

/**
 * The options of a choice or ordering question. Choices carry a 'correct' radio (single) or checkbox (multiple);
 * ordering items are entered in their correct order (learners get them shuffled).
 */
export function OptionsEditor({ question, label, onChange }: OptionsEditorProps) {
  const { t } = useTranslation('quizBuilder');
  const ordering = question.type === 'ORDERING';
  const single = question.type === 'SINGLE_CHOICE';
  const setText = (index: number, text: string) =>
    onChange({ ...question, options: question.options.map((old, at) => (at === index ? text : old)) });
  const setCorrect = (index: number, checked: boolean) =>
    onChange({
      ...question,
      correctIndexes: single
        ? [index]
        : checked
          ? [...question.correctIndexes, index]
          : question.correctIndexes.filter((at) => at !== index),
    });
  const remove = (index: number) =>
    onChange({
      ...question,
      options: question.options.filter((_, at) => at !== index),
      correctIndexes: question.correctIndexes.filter((at) => at !== index).map((at) => (at > index ? at - 1 : at)),
    });
  return (
    <chakra.fieldset>
      <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
        {ordering ? t('orderingItems', { label }) : t('choiceOptions', { label })}
      </chakra.legend>
      <Stack gap="2">
        {question.options.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options have no id until saved; their place is their identity
          <HStack key={index} gap="2">
            {ordering ? (
              <Text minW="6" aria-hidden>
                {index + 1}.
              </Text>
            ) : (
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`${label}-correct`}
                aria-label={t('optionCorrect', { number: index + 1 })}
                checked={question.correctIndexes.includes(index)}
                onChange={(event) => setCorrect(index, event.target.checked)}
              />
            )}
            <Input
              size="sm"
              aria-label={t('option', { number: index + 1 })}
              value={text}
              onChange={(event) => setText(index, event.target.value)}
            />
            <Button
              size="xs"
              variant="ghost"
              aria-label={t('removeOption', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <FiX aria-hidden />
            </Button>
          </HStack>
        ))}
        {question.options.length < QUESTION_MAX_OPTIONS ? (
          <Button
            size="xs"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => onChange({ ...question, options: [...question.options, ''] })}
          >
            {t('addOption')}
          </Button>
        ) : null}
      </Stack>
    </chakra.fieldset>
  );
}
