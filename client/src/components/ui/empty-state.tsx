import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** Decoration only (hidden from screen readers): a react-icons icon. */
  icon: ReactNode;
  title: string;
  description?: string;
  /** 1 when the empty state is the whole page (a removed quiz), 2 under the page's own heading. */
  headingLevel?: 1 | 2;
  /** `alert` when it replaces what the address promised (something removed), so screen readers say it at once. */
  role?: 'alert';
  /** The way on: a link or button. */
  children?: ReactNode;
}

/**
 * What a screen shows when it has nothing to show: centred in a dashed box, an icon in a tinted circle, a heading, a
 * line on why, and the way on (the catalogue, the course).
 */
export function EmptyState({ icon, title, description, headingLevel = 2, role, children }: EmptyStateProps) {
  return (
    <Stack
      role={role}
      align="center"
      gap="4"
      py="12"
      px="4"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      w="full"
      maxW="3xl"
      mx="auto"
    >
      <Center boxSize="14" rounded="full" bg="brand.subtle" color="brand.fg" fontSize="2xl" aria-hidden="true">
        {icon}
      </Center>
      <Heading as={headingLevel === 1 ? 'h1' : 'h2'} size="lg" overflowWrap="anywhere">
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" maxW="md">
          {description}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
