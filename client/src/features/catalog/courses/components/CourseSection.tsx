import { Heading, type HeadingProps, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface CourseSectionProps {
  /** The heading's id: the section is named by it. */
  headingId: string;
  heading: string;
  size: HeadingProps['size'];
  /** What stands at the end of the heading's line (the lectures' count, an admin's link), wrapping under it if need be. */
  end?: ReactNode;
  children: ReactNode;
}

/** A section of the course page (its curriculum, its quizzes): an h2 with a note or link beside it, then its content. */
export function CourseSection({ headingId, heading, size, end, children }: CourseSectionProps) {
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size={size} id={headingId}>
          {heading}
        </Heading>
        {end}
      </HStack>
      {children}
    </Stack>
  );
}
