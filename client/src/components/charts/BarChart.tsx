import { Box, Stack } from '@chakra-ui/react';
import { VictoryAxis, VictoryBar, VictoryChart } from 'victory';
import { ChartDataTable } from './ChartDataTable';
import { type ChartDatum, useTokens } from './chartTheme';

interface BarChartProps {
  /** The SVG's accessible name (its <title>). */
  title: string;
  /** The SVG's <desc>. */
  desc: string;
  /** One bar per datum, in order; the labels go under the bars. */
  data: readonly ChartDatum[];
  color: string;
  labelHeader?: string;
  valueHeader?: string;
}

const WIDTH = 560;
const HEIGHT = 300;

/** Whole-number ticks from 0 to at least 1, at most about five of them. */
export function integerTicks(max: number): number[] {
  const top = Math.max(1, Math.ceil(max));
  const step = Math.max(1, Math.ceil(top / 5));
  const count = Math.ceil(top / step);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/** A Victory bar chart of counts with labelled bars and a visually hidden table of the values. */
export function BarChart({ title, desc, data, color, labelHeader = 'Label', valueHeader = 'Value' }: BarChartProps) {
  const { theme } = useTokens();
  const ticks = integerTicks(Math.max(0, ...data.map((datum) => datum.value)));
  const yMax = ticks[ticks.length - 1] ?? 1;
  const axisStyle = {
    axis: { stroke: theme.axis },
    tickLabels: { fill: theme.text, fontFamily: theme.font, fontSize: 12, padding: 6 },
  };
  return (
    <Stack as="figure" gap="3" align="center" w="full" data-chart="bar">
      <Box w="full" maxW={`${WIDTH}px`}>
        <VictoryChart
          title={title}
          desc={desc}
          width={WIDTH}
          height={HEIGHT}
          padding={{ top: 24, right: 16, bottom: 40, left: 44 }}
          domain={{ y: [0, yMax] }}
          domainPadding={{ x: 20 }}
        >
          <VictoryAxis
            tickValues={data.map((_, index) => index + 1)}
            tickFormat={data.map((datum) => datum.label)}
            style={axisStyle}
          />
          <VictoryAxis
            dependentAxis
            tickValues={ticks}
            style={{ ...axisStyle, grid: { stroke: theme.grid, strokeDasharray: '4 4' } }}
          />
          <VictoryBar
            data={data.map((datum, index) => ({ x: index + 1, y: datum.value }))}
            labels={({ datum }) => (datum.y > 0 ? String(datum.y) : '')}
            barRatio={0.7}
            cornerRadius={{ top: 3 }}
            style={{
              data: { fill: color },
              labels: { fill: theme.text, fontFamily: theme.font, fontSize: 11 },
            }}
          />
        </VictoryChart>
      </Box>
      <ChartDataTable caption={title} data={data} labelHeader={labelHeader} valueHeader={valueHeader} />
    </Stack>
  );
}
