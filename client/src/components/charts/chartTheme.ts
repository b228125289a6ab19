import { useChakraContext } from '@chakra-ui/react';
import { useMemo } from 'react';

/**
 * Chakra tokens for the SVG charts, read from the system in context. (Importing `components/ui/system` from a lazy
 * chunk would make the bundler keep every Chakra recipe in the initial JS: about 14 KB gzip.)
 */
export function useTokens() {
  const system = useChakraContext();
  return useMemo(() => {
    const token = (path: string, fallback: string): string => system.token(path) ?? fallback;
    return {
      token,
      theme: {
        font: token('fonts.body', 'sans-serif'),
        text: token('colors.gray.800', '#27272a'),
        axis: token('colors.gray.500', '#71717a'),
        grid: token('colors.gray.200', '#e4e4e7'),
        stroke: token('colors.white', '#ffffff'),
      },
    };
  }, [system]);
}

export type ChartTheme = ReturnType<typeof useTokens>['theme'];

/** One value of a chart: its label, its number, and (for charts that colour each datum) its colour. */
export interface ChartDatum {
  label: string;
  value: number;
  color?: string;
}
