import { useChakraContext } from '@chakra-ui/react';
import { useMemo } from 'react';

/**
 * Chakra tokens for the SVG charts, read from the system in context. (Importing `components/ui/system` from a lazy
 * chunk would make the bundler keep every Chakra recipe in the initial JS: about 14 KB gzip.) A semantic colour token
 * reads as its CSS variable (`var(--chakra-colors-fg)`), which Victory writes into each element's style, so a chart
 * follows the colour scheme as the rest of the page does, with no re-render.
 */
export function useTokens() {
  const system = useChakraContext();
  return useMemo(() => {
    const token = (path: string, fallback: string): string => system.token(path) ?? fallback;
    return {
      token,
      theme: {
        font: token('fonts.body', 'sans-serif'),
        text: token('colors.fg', '#09090b'),
        axis: token('colors.fg.subtle', '#a1a1aa'),
        grid: token('colors.border', '#e4e4e7'),
        stroke: token('colors.bg.panel', '#ffffff'),
        // Text on a series' own colour (a pie slice's value): the series are light mid-tones in both schemes.
        onSeries: token('colors.black', '#09090b'),
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
