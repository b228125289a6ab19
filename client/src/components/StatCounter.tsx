import { chakra, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled number of the dashboard, as a term/description pair (place it inside `StatCounters`). */
export function StatCounter({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap="0" align="center" textAlign="center" minW="36" maxW="56" data-counter={label}>
      <Text as="dt" fontSize="sm" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="3xl" fontWeight="bold" color="fg" lineHeight="short">
        {value}
      </Text>
      {hint ? (
        <Text as="dd" fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A row of StatCounters, wrapping and centred: the <dl> their term/description pairs belong to. */
export function StatCounters({ children }: { children: ReactNode }) {
  return (
    <chakra.dl display="flex" flexWrap="wrap" justifyContent="center" gap="6">
      {children}
    </chakra.dl>
  );
}
