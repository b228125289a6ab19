import { Stack, type StackProps } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

interface FormStackProps extends Omit<StackProps, 'onSubmit' | 'children'> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** id of the heading that names the form. */
  labelledBy: string;
  children: ReactNode;
}

/** A vertical form; browser validation is off because the shared zod rules show the spec's messages. */
export function FormStack({ onSubmit, labelledBy, children, ...props }: FormStackProps) {
  return (
    <Stack asChild gap="5" mx="auto" w="full" maxW="sm" {...props}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
        {children}
      </form>
    </Stack>
  );
}
