import { Field, Input, useFieldContext } from '@chakra-ui/react';

/** A native select styled by the input recipe (no nativeSelect recipe in the initial bundle), wired to its Field. */
function FieldSelect(props: { value: string; onChange: (value: string) => void; children: React.ReactNode }) {
  const field = useFieldContext();
  const { onChange, ...rest } = props;
  return (
    <Input asChild appearance="auto" cursor="pointer" size="sm">
      <select {...field?.getSelectProps()} {...rest} onChange={(event) => onChange(event.currentTarget.value)} />
    </Input>
  );
}

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
      <FieldSelect value={String(year)} onChange={(value) => onChange(Number(value))}>
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </FieldSelect>
    </Field.Root>
  );
}
