import { Box, Stack } from '@chakra-ui/react';
import { VictoryAxis, VictoryBar, VictoryChart } from 'victory';
import { useElementWidth } from '../hooks/useElementWidth';
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
  /** Label every n-th bar only, counting back from the last (a month of days labelled weekly); 1 by default. */
  labelEvery?: number;
  /** Write each bar's value above it; off for dense charts, whose values the hidden table still gives. */
  valueLabels?: boolean;
}

/** The widest drawing (px); narrower containers get a drawing of their own width. */
const WIDTH = 560;
const HEIGHT = 300;
const NARROW_HEIGHT = 260;
/** Tick and bar labels (px). The SVG is drawn at its on-screen width, so these are the sizes read. */
const TICK_FONT_SIZE = 12;
const BAR_LABEL_FONT_SIZE = 11;
const PADDING = { top: 24, right: 16, bottom: 40, left: 44 };
/** Bars need this much room each for a horizontal label ("Sep" at 12 px is about 22 px wide, plus a gap). */
const MIN_SLOT_FOR_FLAT_LABELS = 32;
const DOMAIN_PADDING_X = 20;

/**
 * The drawing's size for a container `available` px wide, and whether the bar labels must be slanted to fit. The
 * drawing is never scaled down: Victory draws in a viewBox, so a 560-unit chart in a 295 px phone card had 6 px labels.
 */
export function barChartLayout(available: number | null, bars: number, labelEvery = 1) {
  const width = Math.min(WIDTH, Math.max(1, available ?? WIDTH));
  const slot = (width - PADDING.left - PADDING.right - 2 * DOMAIN_PADDING_X) / Math.max(1, bars);
  const slanted = slot * labelEvery < MIN_SLOT_FOR_FLAT_LABELS;
  return {
    width,
    height: width < WIDTH ? NARROW_HEIGHT : HEIGHT,
    padding: slanted ? { ...PADDING, bottom: 52 } : PADDING,
    slanted,
  };
}

/** Whole-number ticks from 0 to at least 1, at most about five of them. */
export function integerTicks(max: number): number[] {
  const top = Math.max(1, Math.ceil(max));
  const step = Math.max(1, Math.ceil(top / 5));
  const count = Math.ceil(top / step);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/** A Victory bar chart of counts with labelled bars and a visually hidden table of the values. */
export function BarChart({
  title,
  desc,
  data,
  color,
  labelHeader = 'Label',
  valueHeader = 'Value',
  labelEvery = 1,
  valueLabels = true,
}: BarChartProps) {
  const { theme } = useTokens();
  const [measure, available] = useElementWidth<HTMLDivElement>();
  const { width, height, padding, slanted } = barChartLayout(available, data.length, labelEvery);
  const labelled = data.map((_, index) => index).filter((index) => (data.length - 1 - index) % labelEvery === 0);
  const ticks = integerTicks(Math.max(0, ...data.map((datum) => datum.value)));
  const yMax = ticks[ticks.length - 1] ?? 1;
  const axisStyle = {
    axis: { stroke: theme.axis },
    tickLabels: { fill: theme.text, fontFamily: theme.font, fontSize: TICK_FONT_SIZE, padding: 6 },
  };
  const labelAxisStyle = slanted
    ? { ...axisStyle, tickLabels: { ...axisStyle.tickLabels, angle: -45, textAnchor: 'end', verticalAnchor: 'middle' } }
    : axisStyle;
  return (
    <Stack as="figure" gap="3" align="center" w="full" data-chart="bar">
      <Box ref={measure} w="full" maxW={`${WIDTH}px`}>
        <VictoryChart
          title={title}
          desc={desc}
          width={width}
          height={height}
          padding={padding}
          domain={{ y: [0, yMax] }}
          domainPadding={{ x: DOMAIN_PADDING_X }}
        >
          <VictoryAxis
            tickValues={labelled.map((index) => index + 1)}
            tickFormat={labelled.map((index) => data[index]?.label ?? '')}
            style={labelAxisStyle}
          />
          <VictoryAxis
            dependentAxis
            tickValues={ticks}
            style={{ ...axisStyle, grid: { stroke: theme.grid, strokeDasharray: '4 4' } }}
          />
          <VictoryBar
            data={data.map((datum, index) => ({ x: index + 1, y: datum.value }))}
            labels={({ datum }) => (valueLabels && datum.y > 0 ? String(datum.y) : '')}
            barRatio={0.7}
            cornerRadius={{ top: 3 }}
            style={{
              data: { fill: color },
              labels: { fill: theme.text, fontFamily: theme.font, fontSize: BAR_LABEL_FONT_SIZE },
            }}
          />
        </VictoryChart>
      </Box>
      <ChartDataTable caption={title} data={data} labelHeader={labelHeader} valueHeader={valueHeader} />
    </Stack>
  );
}
