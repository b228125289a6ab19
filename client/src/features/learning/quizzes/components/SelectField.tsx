import { chakra, Input, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  size?: 'sm' | 'md';
  helperText?: string;
  children: ReactNode;
}

/**
 * A labelled native select with the input's look (the slim Chakra system has no select recipe). Outside Chakra's
 * Field, whose context would give the select an id of its own and leave the label pointing elsewhere.
 */
export function SelectField({ label, value, onChange, size, helperText, children }: SelectFieldProps) {
  const id = useId();
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} fontWeight="medium" textStyle="sm">
        {label}
      </chakra.label>
      <Input asChild size={size} appearance="auto" cursor="pointer">
        <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </select>
      </Input>
      {helperText ? (
        <Text textStyle="xs" color="fg.muted">
          {helperText}
        </Text>
      ) : null}
    </Stack>
  );
}
