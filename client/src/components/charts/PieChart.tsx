import { Box, Stack } from '@chakra-ui/react';
import { VictoryContainer, VictoryPie } from 'victory';
import { ChartDataTable } from './ChartDataTable';
import { ChartLegend } from './ChartLegend';
import { type ChartDatum, useTokens } from './chartTheme';

interface PieChartProps {
  /** The SVG's accessible name (its <title>). */
  title: string;
  /** The SVG's <desc>. */
  desc: string;
  /** Each slice needs a colour; the legend names it. */
  data: readonly (ChartDatum & { color: string })[];
  /** Column header of the values in the text alternative. */
  valueHeader?: string;
  size?: number;
}

/** A Victory pie with its values on the slices, a legend, and a visually hidden table of the values. */
export function PieChart({ title, desc, data, valueHeader = 'Value', size = 260 }: PieChartProps) {
  const { theme } = useTokens();
  const total = data.reduce((sum, datum) => sum + datum.value, 0);
  return (
    <Stack as="figure" gap="3" align="center" data-chart="pie">
      <Box w="full" maxW={`${size}px`}>
        <VictoryPie
          containerComponent={<VictoryContainer title={title} desc={desc} />}
          width={size}
          height={size}
          padding={12}
          innerRadius={0}
          data={data.map((datum) => ({ x: datum.label, y: datum.value }))}
          colorScale={data.map((datum) => datum.color)}
          // Values are written on the slices (a zero slice gets no label); the legend carries the names.
          labels={({ datum }) => (total > 0 && datum.y > 0 ? String(datum.y) : '')}
          labelRadius={size / 5}
          style={{
            data: { stroke: theme.stroke, strokeWidth: 2 },
            labels: { fill: theme.onSeries, fontFamily: theme.font, fontSize: 16, fontWeight: 600 },
          }}
        />
      </Box>
      <ChartLegend label={`${title}: legend`} data={data} />
      <ChartDataTable caption={title} data={data} labelHeader="Category" valueHeader={valueHeader} />
    </Stack>
  );
}
