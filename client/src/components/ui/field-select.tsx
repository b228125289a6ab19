import { Input, type InputProps, useFieldContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FieldSelectProps {
  value: string;
  onChange: (value: string) => void;
  size?: InputProps['size'];
  children: ReactNode;
}

/**
 * A native select styled by the input recipe and wired to its Field (label, ids). It spares registering the
 * nativeSelect recipe, which would weigh on the initial bundle of every page.
 */
export function FieldSelect({ onChange, size, ...rest }: FieldSelectProps) {
  const field = useFieldContext();
  return (
    <Input asChild appearance="auto" cursor="pointer" size={size}>
      <select {...field?.getSelectProps()} {...rest} onChange={(event) => onChange(event.currentTarget.value)} />
    </Input>
  );
}
