import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionHeading } from '../../../../components/ui/section-heading';

interface TeamPanelProps {
  /** The heading's id: the panel is named by it, and so may the form inside. */
  headingId: string;
  heading: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}

/** One of the team owner's panels (seats, invitations, the join link): a card section with its heading and intro. */
export function TeamPanel({ headingId, heading, intro, children }: TeamPanelProps) {
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="4">
        <SectionHeading id={headingId} heading={heading} intro={intro} />
        {children}
      </Card.Body>
    </Card.Root>
  );
}
