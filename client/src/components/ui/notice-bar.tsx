import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface NoticeBarProps {
  /** The region's name for assistive technology ('Email confirmation', 'Payment problem'). */
  label: string;
  /** The colour scheme: yellow for a reminder, red for a problem. */
  palette: 'yellow' | 'red';
  children: ReactNode;
}

/** A full-width notice under the header about the account (its text and one action), hidden in print. */
export function NoticeBar({ label, palette, children }: NoticeBarProps) {
  return (
    <Flex
      role="region"
      aria-label={label}
      align="center"
      justify="center"
      wrap="wrap"
      gap="3"
      px="4"
      py="2"
      bg={`${palette}.subtle`}
      borderBottomWidth="1px"
      borderColor={`${palette}.muted`}
      _print={{ display: 'none' }}
    >
      {children}
    </Flex>
  );
}
