import { chakra, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, parseDuration } from '../../../../components/format/formatDuration';
import { FormField } from '../../../../components/ui/form-field';
import type { DraftQuiz } from './builderTypes';
import { SelectField } from './SelectField';

interface QuizSettingsProps {
  quiz: DraftQuiz;
  lectures: { id: string; title: string }[];
  onChange: (quiz: DraftQuiz) => void;
}

const wholeOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The whole-number settings, in their order on the form; one with `empty` (its helper text) may be left empty: none. */
const NUMBER_SETTINGS: readonly {
  key: 'passMarkPercent' | 'attemptsAllowed' | 'waitMinutes' | 'timeLimitSeconds';
  min: number;
  max?: number;
  empty?: 'emptyUnlimited' | 'emptyNoLimit';
}[] = [
  { key: 'passMarkPercent', min: 0, max: 100 },
  { key: 'attemptsAllowed', min: 1, empty: 'emptyUnlimited' },
  { key: 'waitMinutes', min: 0 },
  { key: 'timeLimitSeconds', min: 10, empty: 'emptyNoLimit' },
];

/** The on-off settings, in their order on the form. */
const SHUFFLES = ['shuffleQuestions', 'shuffleOptions'] as const;

/** A moment typed as m:ss: NaN when it is not one, so the shared schema names the mistake. */
const momentOf = (text: string) => (text.trim() === '' ? null : (parseDuration(text) ?? Number.NaN));

/**
 * The quiz's own fields: title, place in the course (after a lecture, or inside its video at a moment, skippable or
 * not), pass mark, attempts, wait, time limit, shuffling.
 */
export function QuizSettings({ quiz, lectures, onChange }: QuizSettingsProps) {
  const { t } = useTranslation('quizBuilder');
  const set = <K extends keyof DraftQuiz>(key: K, value: DraftQuiz[K]) => onChange({ ...quiz, [key]: value });
  const [moment, setMoment] = useState(quiz.atSeconds === null ? '' : formatDuration(quiz.atSeconds));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={t('title')}>
        <Input value={quiz.title} onChange={(event) => set('title', event.target.value)} />
      </FormField>
      <SelectField
        label={t('place')}
        value={quiz.afterLectureId ?? ''}
        onChange={(value) =>
          onChange({ ...quiz, afterLectureId: value || null, ...(value ? {} : { atSeconds: null, skippable: false }) })
        }
      >
        <option value="">{t('afterEveryLecture')}</option>
        {lectures.map((lecture) => (
          <option key={lecture.id} value={lecture.id}>
            {t('afterLecture', { title: lecture.title })}
          </option>
        ))}
      </SelectField>
      {quiz.afterLectureId ? (
        <FormField label={t('pauseAt')} helperText={t('pauseAtHelp')}>
          <Input
            value={moment}
            placeholder={t('momentPlaceholder')}
            inputMode="numeric"
            onChange={(event) => {
              setMoment(event.target.value);
              set('atSeconds', momentOf(event.target.value));
            }}
          />
        </FormField>
      ) : null}
      {quiz.afterLectureId && quiz.atSeconds !== null ? (
        <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
          <input
            type="checkbox"
            checked={quiz.skippable}
            onChange={(event) => set('skippable', event.target.checked)}
          />
          {t('skippable')}
        </chakra.label>
      ) : null}
      {NUMBER_SETTINGS.map(({ key, min, max, empty }) => (
        <FormField key={key} label={t(key)} helperText={empty && t(empty)}>
          <Input
            type="number"
            min={min}
            max={max}
            value={quiz[key] ?? ''}
            onChange={(event) => set(key, empty ? wholeOrNull(event.target.value) : Number(event.target.value))}
          />
        </FormField>
      ))}
      {SHUFFLES.map((key) => (
        <chakra.label key={key} display="flex" alignItems="center" gap="2" cursor="pointer">
          <input type="checkbox" checked={quiz[key]} onChange={(event) => set(key, event.target.checked)} />
          {t(key)}
        </chakra.label>
      ))}
    </SimpleGrid>
  );
}
