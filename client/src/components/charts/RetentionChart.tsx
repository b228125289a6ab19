import { Box, Stack } from '@chakra-ui/react';
import { VictoryArea, VictoryAxis, VictoryChart, VictoryScatter } from 'victory';
import { useElementWidth } from '../hooks/useElementWidth';
import { ChartDataTable } from './ChartDataTable';
import { useTokens } from './chartTheme';

export interface RetentionDatum {
  /** Seconds from the start of the lecture. */
  second: number;
  /** Share (0–1) of viewers still watching. */
  share: number;
}

interface RetentionChartProps {
  title: string;
  desc: string;
  points: readonly RetentionDatum[];
  /** Where the most viewers left, marked on the curve. */
  dropOffs: readonly RetentionDatum[];
  durationSeconds: number;
  color: string;
  markColor: string;
}

const WIDTH = 760;
const HEIGHT = 260;
const NARROW_HEIGHT = 220;
const TICK_FONT_SIZE = 12;
const PADDING = { top: 16, right: 20, bottom: 36, left: 48 };

/** '1:05' for 65 s. */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** About five time ticks over the lecture, on whole seconds. */
export function timeTicks(durationSeconds: number): number[] {
  const step = Math.max(1, Math.ceil(durationSeconds / 5));
  return Array.from({ length: Math.floor(durationSeconds / step) + 1 }, (_, index) => index * step);
}

/**
 * A lecture's retention curve: the share of viewers still watching at each point of it (0–100%), the drop-off points
 * marked, and a visually hidden table of the values. Drawn at its on-screen width so labels keep their size.
 */
export function RetentionChart({
  title,
  desc,
  points,
  dropOffs,
  durationSeconds,
  color,
  markColor,
}: RetentionChartProps) {
  const { theme } = useTokens();
  const [measure, available] = useElementWidth<HTMLDivElement>();
  const width = Math.min(WIDTH, Math.max(1, available ?? WIDTH));
  const axisStyle = {
    axis: { stroke: theme.axis },
    tickLabels: { fill: theme.text, fontFamily: theme.font, fontSize: TICK_FONT_SIZE, padding: 6 },
  };
  const data = points.map((point) => ({ x: point.second, y: point.share }));
  return (
    <Stack as="figure" gap="2" w="full" data-chart="retention">
      <Box ref={measure} w="full" maxW={`${WIDTH}px`}>
        <VictoryChart
          title={title}
          desc={desc}
          width={width}
          height={width < WIDTH ? NARROW_HEIGHT : HEIGHT}
          padding={PADDING}
          domain={{ x: [0, Math.max(1, durationSeconds)], y: [0, 1] }}
        >
          <VictoryAxis tickValues={timeTicks(durationSeconds)} tickFormat={clock} style={axisStyle} />
          <VictoryAxis
            dependentAxis
            tickValues={[0, 0.25, 0.5, 0.75, 1]}
            tickFormat={percent}
            style={{ ...axisStyle, grid: { stroke: theme.grid, strokeDasharray: '4 4' } }}
          />
          <VictoryArea
            data={data}
            interpolation="stepAfter"
            style={{ data: { fill: color, fillOpacity: 0.25, stroke: color, strokeWidth: 2 } }}
          />
          <VictoryScatter
            data={dropOffs.map((drop) => ({
              x: drop.second,
              y: points.find((point) => point.second === drop.second)?.share ?? 0,
            }))}
            size={5}
            style={{ data: { fill: markColor, stroke: theme.stroke, strokeWidth: 2 } }}
          />
        </VictoryChart>
      </Box>
      <ChartDataTable
        caption={title}
        data={points.map((point) => ({ label: clock(point.second), value: point.share }))}
        labelHeader="Time"
        valueHeader="Still watching"
        formatValue={percent}
      />
    </Stack>
  );
}
