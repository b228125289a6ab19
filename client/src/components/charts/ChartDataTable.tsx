import { chakra } from '@chakra-ui/react';
import type { ChartDatum } from './chartTheme';

interface ChartDataTableProps {
  caption: string;
  data: readonly ChartDatum[];
  labelHeader: string;
  valueHeader: string;
  formatValue?: (value: number) => string;
}

/**
 * The text alternative of a chart: its values as a table, for screen readers only (visually hidden). The hiding is on a
 * box around the table: a table ignores the 1 px height and the overflow clip, so a hidden table of a hundred rows still
 * stretched the page below its footer.
 */
export function ChartDataTable({ caption, data, labelHeader, valueHeader, formatValue = String }: ChartDataTableProps) {
  return (
    <chakra.div srOnly>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.label}</th>
              <td>{formatValue(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </chakra.div>
  );
}
