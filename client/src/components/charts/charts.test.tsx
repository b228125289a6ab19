import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Provider } from '../ui/provider';
import { BarChart, barChartLayout, integerTicks } from './BarChart';
import { PieChart } from './PieChart';

describe('integerTicks', () => {
  it('gives whole-number ticks from 0 that reach the largest value', () => {
    expect(integerTicks(0)).toEqual([0, 1]);
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(12)).toEqual([0, 3, 6, 9, 12]);
    expect(integerTicks(11)).toEqual([0, 3, 6, 9, 12]);
  });
});

describe('barChartLayout', () => {
  it('draws at the width it is shown (never scaled down), slanting the twelve month labels on a phone', () => {
    // A 375 px phone: 343 px of page, 295 px inside the card. The drawing is that wide, so 12 px labels stay 12 px.
    expect(barChartLayout(295, 12)).toMatchObject({ width: 295, slanted: true });
    expect(barChartLayout(1200, 12)).toMatchObject({ width: 560, height: 300, slanted: false });
    // Not measured yet (or jsdom): the full drawing.
    expect(barChartLayout(null, 12)).toMatchObject({ width: 560, slanted: false });
  });

  it('keeps thirty daily bars flat when only every seventh is labelled', () => {
    expect(barChartLayout(560, 30)).toMatchObject({ slanted: true });
    expect(barChartLayout(560, 30, 7)).toMatchObject({ slanted: false });
  });
});

describe('charts', () => {
  it('a bar chart is an image named by its title, with one bar and one table row per value', () => {
    const data = ['A', 'B', 'C'].map((label, index) => ({ label, value: index * 2 }));
    render(
      <Provider>
        <BarChart title="Things" desc="Things per letter" data={data} color="#16a34a" valueHeader="Count" />
      </Provider>,
    );
    const chart = screen.getByRole('img', { name: 'Things' });
    expect(chart.querySelector('desc')).toHaveTextContent('Things per letter');
    expect(chart.querySelectorAll('path[role="presentation"]')).toHaveLength(3);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getByRole('columnheader', { name: 'Count' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['LabelCount', 'A0', 'B2', 'C4']);
  });

  it('a dense bar chart labels every n-th bar counting back from the last, and writes no values over the bars', () => {
    const data = Array.from({ length: 10 }, (_, index) => ({ label: `D${index + 1}`, value: index + 1 }));
    render(
      <Provider>
        <BarChart title="Days" desc="Per day" data={data} color="#16a34a" labelEvery={4} valueLabels={false} />
      </Provider>,
    );
    const chart = screen.getByRole('img', { name: 'Days' });
    const texts = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts.filter((text) => text?.startsWith('D'))).toEqual(['D2', 'D6', 'D10']);
    expect(texts).not.toContain('7');
    // The hidden table still gives every value.
    expect(within(screen.getByRole('table', { name: 'Days' })).getAllByRole('row')).toHaveLength(11);
  });

  it('a pie chart has one slice per value, a legend naming each colour and a table of the values', () => {
    render(
      <Provider>
        <PieChart
          title="Share"
          desc="Share of things"
          data={[
            { label: 'One', value: 3, color: '#facc15' },
            { label: 'Two', value: 0, color: '#22c55e' },
          ]}
        />
      </Provider>,
    );
    const pie = screen.getByRole('img', { name: 'Share' });
    expect(pie.querySelectorAll('path')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Share: legend' })).toHaveTextContent('OneTwo');
    const table = screen.getByRole('table', { name: 'Share' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CategoryValue', 'One3', 'Two0']);
  });

  it('hides the table of values in a clipping box, as a hidden table itself keeps its full height on the page', () => {
    const data = Array.from({ length: 100 }, (_, index) => ({ label: `P${index}`, value: index }));
    render(
      <Provider>
        <BarChart title="Points" desc="Many points" data={data} color="#16a34a" />
      </Provider>,
    );
    const table = screen.getByRole('table', { name: 'Points' });
    expect(getComputedStyle(table).position).not.toBe('absolute');
    const box = table.parentElement as HTMLElement;
    expect(getComputedStyle(box)).toMatchObject({ display: 'block', position: 'absolute', overflow: 'hidden' });
  });
});
