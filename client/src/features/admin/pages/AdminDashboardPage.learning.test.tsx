import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freezeClock } from '../../../test/clock';
import {
  counter,
  dashboardMock,
  learningMock,
  learningOverview,
  paymentsMock,
  renderDashboard,
  revenueMock,
  TODAY,
} from '../../../test/dashboardFixtures';

describe('AdminDashboardPage: Learning', () => {
  freezeClock(TODAY);

  const tile = (label: string) => counter(label, 'Learning');

  it('totals the last 30 days and draws minutes watched per day, labelled weekly up to today', async () => {
    renderDashboard();
    const chart = await screen.findByRole('img', { name: 'Minutes watched per day' });
    expect(tile('Minutes watched')).toBe('53');
    expect(tile('Viewing sessions')).toBe('6');
    expect(chart.querySelectorAll('path[role="presentation"]')).toHaveLength(30);
    const labels = [...chart.querySelectorAll('text')]
      .map((text) => text.textContent)
      .filter((text) => /^\w{3} \d/.test(text ?? ''));
    expect(labels).toEqual(['Feb 20', 'Feb 27', 'Mar 6', 'Mar 13', 'Mar 20']);
    const days = within(screen.getByRole('table', { name: 'Minutes watched per day' })).getAllByRole('row');
    expect(days).toHaveLength(31);
    expect(days.at(-1)).toHaveTextContent('Mar 2012.5');
  });

  it('lists the courses most started, each leading to its analytics', async () => {
    renderDashboard();
    const table = await within(await screen.findByRole('region', { name: 'Learning' })).findByRole('table', {
      name: 'Courses most started in the last 30 days',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CourseStartedFinished', 'Typed SQL52', 'Design Systems10']);
    expect(within(table).getByRole('link', { name: 'Typed SQL' })).toHaveAttribute('href', '/course/analytics?id=c1');
  });

  it('says when no one watched anything, without an empty chart', async () => {
    renderDashboard([dashboardMock()], [paymentsMock()], [revenueMock()], [learningMock(learningOverview({}))]);
    // Found by its text: while loading, the section's skeleton is a status too.
    const empty = await within(await screen.findByRole('region', { name: 'Learning' })).findByText(
      'No one has watched a lecture in the last 30 days yet.',
    );
    expect(empty).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('img', { name: 'Minutes watched per day' })).not.toBeInTheDocument();
  });
});
