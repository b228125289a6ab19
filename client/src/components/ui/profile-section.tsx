import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ProfileSectionProps {
  /** The heading's id: the section is named by it, and so may a list or table inside. */
  headingId: string;
  heading: ReactNode;
  /** A line under the heading on what the section is for. */
  intro?: ReactNode;
  children: ReactNode;
}

/** One of the profile page's sections (mails, devices, payments, your data): an h2, its intro, then its content. */
export function ProfileSection({ headingId, heading, intro, children }: ProfileSectionProps) {
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" width="full">
      <Heading as="h2" id={headingId} size="lg">
        {heading}
      </Heading>
      {intro ? <Text color="fg.muted">{intro}</Text> : null}
      {children}
    </Stack>
  );
}
