import { Stack, Text } from '@chakra-ui/react';
import { PageHeading } from './page-heading';

/** Placeholder body for screens whose feature work has not landed yet. */
export function ComingSoon({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Stack align="center" gap="4" py="10" textAlign="center">
      <PageHeading>{title}</PageHeading>
      <Text color="gray.700">{children ?? 'This screen is coming soon.'}</Text>
    </Stack>
  );
}
