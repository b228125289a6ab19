import { Heading, type HeadingProps, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  heading: ReactNode;
  /** A line on what the section is for, small and muted under the heading. */
  intro: ReactNode;
  /** The heading's id, for the section or form it names (`aria-labelledby`). */
  id?: string;
  size?: HeadingProps['size'];
}

/** A section's h2 with its intro line under it. */
export function SectionHeading({ heading, intro, id, size = 'lg' }: SectionHeadingProps) {
  return (
    <Stack gap="1">
      <Heading as="h2" size={size} id={id}>
        {heading}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {intro}
      </Text>
    </Stack>
  );
}
