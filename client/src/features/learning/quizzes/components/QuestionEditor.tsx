import { Box, Button, chakra, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { QUESTION_TYPES, type QuestionKind } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { type DraftQuestion, newQuestion } from './builderTypes';
import { OptionsEditor } from './OptionsEditor';
import { SelectField } from './SelectField';

interface QuestionEditorProps {
  question: DraftQuestion;
  index: number;
  onChange: (question: DraftQuestion) => void;
  onRemove: () => void;
}

/** One question of the builder: its kind, text, points, answers and explanation. */
export function QuestionEditor({ question, index, onChange, onRemove }: QuestionEditorProps) {
  const { t } = useTranslation('quizBuilder');
  const label = t('question', { number: index + 1 });
  const changeType = (type: QuestionKind) =>
    onChange({ ...newQuestion(type), id: question.id, prompt: question.prompt });
  return (
    <chakra.fieldset p={{ base: '4', md: '5' }} layerStyle="surface.card">
      <chakra.legend fontWeight="semibold" px="1">
        {label}
      </chakra.legend>
      <Stack gap="3">
        <HStack gap="3" align="flex-end" wrap="wrap">
          <Box flex="1" minW="40">
            <SelectField
              label={t('kind')}
              size="sm"
              value={question.type}
              onChange={(value) => changeType(value as QuestionKind)}
            >
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </SelectField>
          </Box>
          <Box w="28">
            <FormField label={t('points')}>
              <Input
                size="sm"
                type="number"
                min={0.5}
                max={100}
                step={0.5}
                value={question.points}
                onChange={(event) => onChange({ ...question, points: Number(event.target.value) })}
              />
            </FormField>
          </Box>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
            {t('removeQuestion', { number: index + 1 })}
          </Button>
        </HStack>
        <FormField label={t('prompt')}>
          <Textarea
            rows={2}
            value={question.prompt}
            onChange={(event) => onChange({ ...question, prompt: event.target.value })}
          />
        </FormField>
        {question.type === 'TRUE_FALSE' ? (
          <chakra.fieldset>
            <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
              {t('rightAnswer')}
            </chakra.legend>
            <HStack gap="5">
              {[true, false].map((value) => (
                <chakra.label key={String(value)} display="flex" gap="2" alignItems="center">
                  <input
                    type="radio"
                    name={`${label}-truth`}
                    checked={question.correctBoolean === value}
                    onChange={() => onChange({ ...question, correctBoolean: value })}
                  />
                  {value ? t('true') : t('false')}
                </chakra.label>
              ))}
            </HStack>
          </chakra.fieldset>
        ) : question.type === 'SHORT_ANSWER' ? (
          <FormField label={t('acceptedAnswers')} helperText={t('acceptedAnswersHelp')}>
            <Textarea
              rows={2}
              value={question.acceptedAnswers.join('\n')}
              onChange={(event) => onChange({ ...question, acceptedAnswers: event.target.value.split('\n') })}
            />
          </FormField>
        ) : (
          <OptionsEditor question={question} label={label} onChange={onChange} />
        )}
        <FormField label={t('explanation')} helperText={t('explanationHelp')}>
          <Textarea
            rows={2}
            value={question.explanation}
            onChange={(event) => onChange({ ...question, explanation: event.target.value })}
          />
        </FormField>
      </Stack>
    </chakra.fieldset>
  );
}
