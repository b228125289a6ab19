import { chakra, Input, SimpleGrid } from '@chakra-ui/react';
import { FormField } from '../../../components/ui/form-field';
import type { DraftQuiz } from './builderTypes';
import { SelectField } from './SelectField';

interface QuizSettingsProps {
  quiz: DraftQuiz;
  lectures: { id: string; title: string }[];
  onChange: (quiz: DraftQuiz) => void;
}

const wholeOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The quiz's own fields: title, place in the course, pass mark, attempts, wait, time limit, shuffling. */
export function QuizSettings({ quiz, lectures, onChange }: QuizSettingsProps) {
  const set = <K extends keyof DraftQuiz>(key: K, value: DraftQuiz[K]) => onChange({ ...quiz, [key]: value });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label="Title">
        <Input value={quiz.title} onChange={(event) => set('title', event.target.value)} />
      </FormField>
      <SelectField
        label="Place in the course"
        value={quiz.afterLectureId ?? ''}
        onChange={(value) => set('afterLectureId', value || null)}
      >
        <option value="">After every lecture</option>
        {lectures.map((lecture) => (
          <option key={lecture.id} value={lecture.id}>
            After “{lecture.title}”
          </option>
        ))}
      </SelectField>
      <FormField label="Pass mark (%)">
        <Input
          type="number"
          min={0}
          max={100}
          value={quiz.passMarkPercent}
          onChange={(event) => set('passMarkPercent', Number(event.target.value))}
        />
      </FormField>
      <FormField label="Attempts allowed" helperText="Empty for unlimited.">
        <Input
          type="number"
          min={1}
          value={quiz.attemptsAllowed ?? ''}
          onChange={(event) => set('attemptsAllowed', wholeOrNull(event.target.value))}
        />
      </FormField>
      <FormField label="Wait between attempts (minutes)">
        <Input
          type="number"
          min={0}
          value={quiz.waitMinutes}
          onChange={(event) => set('waitMinutes', Number(event.target.value))}
        />
      </FormField>
      <FormField label="Time limit (seconds)" helperText="Empty for no limit.">
        <Input
          type="number"
          min={10}
          value={quiz.timeLimitSeconds ?? ''}
          onChange={(event) => set('timeLimitSeconds', wholeOrNull(event.target.value))}
        />
      </FormField>
      {(
        [
          ['shuffleQuestions', 'Shuffle the questions'],
          ['shuffleOptions', 'Shuffle the options'],
        ] as const
      ).map(([key, label]) => (
        <chakra.label key={key} display="flex" alignItems="center" gap="2" cursor="pointer">
          <input type="checkbox" checked={quiz[key]} onChange={(event) => set(key, event.target.checked)} />
          {label}
        </chakra.label>
      ))}
    </SimpleGrid>
  );
}
