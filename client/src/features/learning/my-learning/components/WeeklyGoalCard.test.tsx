import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { SetWeeklyGoalMutation, WeeklyGoalCard, WeeklyGoalQuery } from './WeeklyGoalCard';

const goal = (weeklyMinutes: number | null, minutesThisWeek: number, streakWeeks: number) => ({
  __typename: 'WeeklyGoal' as const,
  weeklyMinutes,
  minutesThisWeek,
  streakWeeks,
});

const routes = [{ path: '/', element: <WeeklyGoalCard /> }];

describe('WeeklyGoalCard', () => {
  it("shows this week's minutes against the goal, and the streak", async () => {
    renderApp({
      session: 'USER',
      routes,
      mocks: [mock({ request: { query: WeeklyGoalQuery }, result: { data: { weeklyGoal: goal(60, 25, 3) } } })],
    });
    expect(await screen.findByText('25 of 60 min this week')).toBeInTheDocument();
    expect(screen.getByText('3-week streak')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByLabelText('Minutes a week')).toHaveValue('60');
  });

  it('sets a goal from none, and says when this week reached it', async () => {
    const { user } = renderApp({
      session: 'USER',
      routes,
      mocks: [
        mock({ request: { query: WeeklyGoalQuery }, result: { data: { weeklyGoal: goal(null, 40, 0) } } }),
        mock({
          request: { query: SetWeeklyGoalMutation, variables: { minutes: 30 } },
          result: { data: { setWeeklyGoal: goal(30, 40, 1) } },
        }),
      ],
    });
    expect(
      await screen.findByText('40 min watched this week. Set a goal to make learning a habit.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Minutes a week'), '30 min a week');
    expect(await screen.findByText('Goal reached this week. Well done!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1-week streak')).toBeInTheDocument());
  });

  it('takes the goal away with No goal', async () => {
    const { user } = renderApp({
      session: 'USER',
      routes,
      mocks: [
        mock({ request: { query: WeeklyGoalQuery }, result: { data: { weeklyGoal: goal(60, 0, 0) } } }),
        mock({
          request: { query: SetWeeklyGoalMutation, variables: { minutes: null } },
          result: { data: { setWeeklyGoal: goal(null, 0, 0) } },
        }),
      ],
    });
    expect(await screen.findByText('Reach your goal to start a streak')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Minutes a week'), 'No goal');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Minutes a week')).toHaveValue('');
  });
});
