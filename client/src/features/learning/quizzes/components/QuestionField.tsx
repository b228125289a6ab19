import { Box, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OrderingField } from './OrderingField';
import type { Answer, AttemptQuestion } from './quizTypes';

interface QuestionFieldProps {
  question: AttemptQuestion;
  index: number;
  answer: Answer;
  onChange: (answer: Answer) => void;
}

const Choice = chakra('label', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    borderWidth: '1px',
    borderRadius: 'md',
    px: '3',
    py: '2',
    cursor: 'pointer',
    bg: 'bg.panel',
    _hover: { borderColor: 'brand.border' },
    _focusWithin: { outline: '2px solid', outlineColor: 'brand.border', outlineOffset: '1px' },
  },
});

/**
 * One question as a fieldset whose legend is the question: radios for single choice and true/false (arrow keys move
 * between them), checkboxes for multiple choice, a text box for a short answer, a reorderable list for ordering.
 */
export function QuestionField({ question, index, answer, onChange }: QuestionFieldProps) {
  const { t } = useTranslation('quizzes');
  const hintId = `question-${question.id}-hint`;
  const multiple = question.type === 'MULTIPLE_CHOICE';
  const toggle = (id: string, checked: boolean) =>
    onChange({
      ...answer,
      optionIds: multiple
        ? checked
          ? [...answer.optionIds, id]
          : answer.optionIds.filter((chosen) => chosen !== id)
        : [id],
    });

  return (
    <chakra.fieldset borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} aria-describedby={hintId}>
      <chakra.legend fontWeight="semibold" fontSize="lg" px="1">
        {index + 1}. {question.prompt}
      </chakra.legend>
      <Text id={hintId} color="fg.muted" fontSize="sm" mb="3">
        {t(`hints.${question.type}`)} {t('points', { count: question.points })}
      </Text>
      {question.type === 'SHORT_ANSWER' ? (
        <Box>
          <Input
            aria-label={t('typeAnswer', { prompt: question.prompt })}
            value={answer.text ?? ''}
            maxLength={500}
            onChange={(event) => onChange({ ...answer, text: event.target.value })}
          />
        </Box>
      ) : question.type === 'ORDERING' ? (
        <OrderingField
          question={question}
          order={answer.optionIds}
          onChange={(optionIds) => onChange({ ...answer, optionIds })}
        />
      ) : (
        <Stack gap="2">
          {question.options.map((option) => (
            <Choice key={option.id}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`question-${question.id}`}
                value={option.id}
                checked={answer.optionIds.includes(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />
              <span>{option.text}</span>
            </Choice>
          ))}
        </Stack>
      )}
    </chakra.fieldset>
  );
}
