import { Stack, type StackProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';

interface PageIntroProps {
  heading: ReactNode;
  /** What the page is for, under the heading. */
  intro: ReactNode;
  headingId?: string;
  /** How wide the intro's lines may run (the page's own width when not given). */
  introMaxW?: StackProps['maxW'];
  gap?: StackProps['gap'];
  /** What else the page says before its content (a count, a link), under the intro. */
  children?: ReactNode;
}

/** The top of a page: its h1 and a muted line on what it is for, centred. */
export function PageIntro({ heading, intro, headingId, introMaxW, gap = '2', children }: PageIntroProps) {
  return (
    <Stack gap={gap} textAlign="center" align="center">
      <PageHeading id={headingId}>{heading}</PageHeading>
      <Text color="fg.muted" maxW={introMaxW}>
        {intro}
      </Text>
      {children}
    </Stack>
  );
}
