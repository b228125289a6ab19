import { Box, chakra, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryGroup } from 'victory';
import { ChartLegend } from '../../../../components/charts/ChartLegend';
import { useTokens } from '../../../../components/charts/chartTheme';
import { useElementWidth } from '../../../../components/hooks/useElementWidth';
import { useFormat } from '../../../../i18n/format';
import { monthNames } from '../dashboardCalendar';

export interface RevenueChartMonth {
  month: number;
  cashCollected: number;
  refunds: number;
  recognisedRevenue: number;
}

const WIDTH = 640;
const HEIGHT = 300;
const PADDING = { top: 16, right: 16, bottom: 40, left: 64 };
const FONT_SIZE = 12;
const SERIES = ['cashCollected', 'refunds', 'recognisedRevenue'] as const;

/** Round money ticks: 0 and about four steps of 1, 2 or 5 × a power of ten up to the largest value. */
export function moneyTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, index) => index * step);
}

/** The 12 months of a year as three bars each (cash, refunds, recognised), a legend and a screen-reader table. */
export function RevenueChart({
  year,
  currency,
  months,
}: {
  year: number;
  currency: string;
  months: readonly RevenueChartMonth[];
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { theme, token } = useTokens();
  const [measure, available] = useElementWidth<HTMLDivElement>();
  const width = Math.min(WIDTH, Math.max(1, available ?? WIDTH));
  const colors = {
    cashCollected: token('colors.green.600', '#16a34a'),
    refunds: token('colors.red.600', '#dc2626'),
    recognisedRevenue: token('colors.blue.600', '#2563eb'),
  };
  const labels = {
    cashCollected: t('revenue.cash'),
    refunds: t('revenue.refunds'),
    recognisedRevenue: t('revenue.recognised'),
  };
  const monthLabels = monthNames(format.language);
  const ticks = moneyTicks(Math.max(0, ...months.flatMap((month) => SERIES.map((series) => month[series]))));
  const axisStyle = {
    axis: { stroke: theme.axis },
    tickLabels: { fill: theme.text, fontFamily: theme.font, fontSize: FONT_SIZE, padding: 6 },
  };
  const title = t('revenue.chartTitle', { year });
  const money = (amount: number) => format.money(amount, currency);
  return (
    <Stack as="figure" gap="3" align="center" w="full" data-chart="revenue">
      <Box ref={measure} w="full" maxW={`${WIDTH}px`}>
        <VictoryChart
          title={title}
          desc={t('revenue.chartDesc', { year, currency })}
          width={width}
          height={HEIGHT}
          padding={PADDING}
          domain={{ y: [0, ticks[ticks.length - 1] ?? 1] }}
          domainPadding={{ x: 16 }}
        >
          <VictoryAxis
            tickValues={monthLabels.map((_, index) => index + 1)}
            tickFormat={monthLabels}
            style={width < WIDTH ? { ...axisStyle, tickLabels: { ...axisStyle.tickLabels, angle: -45 } } : axisStyle}
          />
          <VictoryAxis
            dependentAxis
            tickValues={ticks}
            tickFormat={(value: number) => money(value)}
            style={{ ...axisStyle, grid: { stroke: theme.grid, strokeDasharray: '4 4' } }}
          />
          <VictoryGroup offset={Math.max(3, (width - PADDING.left - PADDING.right) / 12 / 4)}>
            {SERIES.map((series) => (
              <VictoryBar
                key={series}
                data={months.map((month) => ({ x: month.month, y: month[series] }))}
                barWidth={Math.max(2, (width - PADDING.left - PADDING.right) / 12 / 4)}
                style={{ data: { fill: colors[series] } }}
              />
            ))}
          </VictoryGroup>
        </VictoryChart>
      </Box>
      <ChartLegend
        label={t('revenue.chartLegend')}
        data={SERIES.map((series) => ({ label: labels[series], value: 0, color: colors[series] }))}
      />
      {/* A table grows to its content whatever its own width: the 1-pixel box around it keeps it off the layout. */}
      <chakra.div srOnly>
        <chakra.table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('month')}</th>
              {SERIES.map((series) => (
                <th key={series} scope="col">
                  {labels[series]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthLabels[month.month - 1]}</th>
                {SERIES.map((series) => (
                  <td key={series}>{money(month[series])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </chakra.div>
    </Stack>
  );
}
