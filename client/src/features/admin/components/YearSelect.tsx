import { Field } from '@chakra-ui/react';
import { FieldSelect } from '../../../components/ui/field-select';

/** Which year of sales the bar chart shows. */
export function YearSelect({
  year,
  years,
  onChange,
}: {
  year: number;
  years: number[];
  onChange: (y: number) => void;
}) {
  return (
    <Field.Root w="auto" orientation="horizontal" gap="2">
      <Field.Label>Year</Field.Label>
      <FieldSelect size="sm" value={String(year)} onChange={(value) => onChange(Number(value))}>
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </FieldSelect>
    </Field.Root>
  );
}
