import { chakra } from '@chakra-ui/react';
import type { ChartDatum } from './chartTheme';

interface ChartDataTableProps {
  caption: string;
  data: readonly ChartDatum[];
  labelHeader: string;
  valueHeader: string;
  formatValue?: (value: number) => string;
}

/** The text alternative of a chart: its values as a table, for screen readers only (visually hidden). */
export function ChartDataTable({ caption, data, labelHeader, valueHeader, formatValue = String }: ChartDataTableProps) {
  return (
    <chakra.table srOnly>
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
    </chakra.table>
  );
}
