import { Card, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SecurityCardProps {
  /** The method's icon, before its heading (hidden from screen readers). */
  icon: ReactNode;
  heading: ReactNode;
  /** Whether the method is on, after the heading. */
  badge?: ReactNode;
  children: ReactNode;
}

/** One sign-in method of the security section (passkeys, an authenticator app): its card with an h3 by its icon. */
export function SecurityCard({ icon, heading, badge, children }: SecurityCardProps) {
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Flex align="center" gap="2">
          {icon}
          <Heading as="h3" size="md">
            {heading}
          </Heading>
          {badge}
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
