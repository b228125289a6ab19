import { Box, chakra, HStack } from '@chakra-ui/react';
import type { ChartDatum } from './chartTheme';

/** A visible legend: each colour next to its label, so no meaning rests on colour alone. */
export function ChartLegend({ label, data }: { label: string; data: readonly ChartDatum[] }) {
  return (
    <chakra.ul aria-label={label} display="flex" flexWrap="wrap" justifyContent="center" gap="4" listStyleType="none">
      {data.map((datum) => (
        <HStack as="li" key={datum.label} gap="2" fontSize="sm" color="fg">
          <Box
            aria-hidden
            w="3"
            h="3"
            borderRadius="sm"
            bg={datum.color}
            borderWidth="1px"
            borderColor="border.emphasized"
          />
          {datum.label}
        </HStack>
      ))}
    </chakra.ul>
  );
}
