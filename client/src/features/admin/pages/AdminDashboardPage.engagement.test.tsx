import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freezeClock } from '../../../test/clock';
import {
  counter,
  dashboardMock,
  engagementMock,
  engagementOverview,
  learningMock,
  paymentsMock,
  renderDashboard,
  revenueMock,
  TODAY,
} from '../../../test/dashboardFixtures';

describe('AdminDashboardPage: Engagement', () => {
  freezeClock(TODAY);

  it("gives this week's learners and returners, and draws the returning learners of each of the 8 weeks", async () => {
    renderDashboard();
    const chart = await screen.findByRole('img', { name: 'Returning learners per week' });
    expect(counter('Learners this week', 'Engagement')).toBe('6');
    expect(counter('Came back this week', 'Engagement')).toBe('4');
    expect(chart.querySelectorAll('path[role="presentation"]')).toHaveLength(8);
    const weeks = within(screen.getByRole('table', { name: 'Returning learners per week' })).getAllByRole('row');
    expect(weeks).toHaveLength(9);
    expect(weeks.at(1)).toHaveTextContent('Jan 250');
    expect(weeks.at(-1)).toHaveTextContent('Mar 154');
  });

  it('lists each learning path with the learners who started it and the certificates it issued', async () => {
    renderDashboard();
    const table = await within(await screen.findByRole('region', { name: 'Engagement' })).findByRole('table', {
      name: 'Learning paths',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PathStartedCompleted', 'Data engineer123']);
  });

  it('gives each reminder channel its messages sent and opened, with the share, or a dash when none went out', async () => {
    renderDashboard();
    const table = await within(await screen.findByRole('region', { name: 'Engagement' })).findByRole('table', {
      name: 'Reminders opened',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Reminder', 'Sent', 'Opened'],
      ['Weekly digest', '200', '46 (23%)'],
      ['Idle reminder', '40', '5 (13%)'],
      ['Push notification', '0', '—'],
    ]);
  });

  it('says when no one watched and there are no paths, without an empty chart', async () => {
    renderDashboard(
      [dashboardMock()],
      [paymentsMock()],
      [revenueMock()],
      [learningMock()],
      [
        engagementMock(
          engagementOverview(
            Array.from({ length: 8 }, () => [0, 0]),
            [],
          ),
        ),
      ],
    );
    const section = await screen.findByRole('region', { name: 'Engagement' });
    expect(await within(section).findByText('No one has watched a lecture in the last 8 weeks yet.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(section).getByText('No learning paths yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Returning learners per week' })).not.toBeInTheDocument();
  });
});
