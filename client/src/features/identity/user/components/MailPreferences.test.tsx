import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { profileData, profileSectionsMocks } from '../../../../test/profileFixtures';
import { renderApp } from '../../../../test/renderApp';
import { ProfilePageQuery } from '../../../account/pages/ProfilePage';
import { IdleReminderQuery, SetIdleReminderDaysMutation } from './IdleReminderDays';
import { MailPreferencesQuery, SetMailPreferenceMutation } from './MailPreferences';

function renderProfile(mocks: Mocks) {
  return renderApp({
    path: '/user/profile',
    session: makeUser('USER'),
    mocks: [
      mock({ request: { query: ProfilePageQuery }, result: { data: profileData() } }),
      ...mocks,
      ...profileSectionsMocks(),
    ],
  });
}

const saved = (kind: 'WEEKLY_DIGEST', subscribed: boolean) =>
  mock({
    request: { query: SetMailPreferenceMutation, variables: { kind, subscribed } },
    result: { data: { setMailPreference: { __typename: 'MailSubscription', kind, subscribed } } },
  });

describe("the profile's email switches", () => {
  it('shows a switch per kind of mail, each on, and turns the weekly digest off and on again', async () => {
    renderProfile([saved('WEEKLY_DIGEST', false), saved('WEEKLY_DIGEST', true)]);
    await screen.findByRole('heading', { name: 'Emails' });
    const answers = await screen.findByRole('checkbox', { name: 'Answers to my questions' });
    const digest = screen.getByRole('checkbox', { name: 'Weekly digest' });
    expect(answers).toBeChecked();
    expect(digest).toBeChecked();
    expect(digest).toHaveAccessibleDescription(
      'On Mondays: your week of learning, the lecture to go on with and your review.',
    );

    await userEvent.click(digest);
    await waitFor(() => expect(digest).not.toBeChecked());
    // Disabled while saving, then free again.
    await waitFor(() => expect(digest).toBeEnabled());
    expect(answers).toBeChecked();
    await userEvent.click(digest);
    await waitFor(() => expect(digest).toBeChecked());
  });

  it('says a change was not saved and moves the switch back', async () => {
    renderProfile([
      mock({
        request: { query: SetMailPreferenceMutation, variables: { kind: 'WEEKLY_DIGEST', subscribed: false } },
        error: new Error('Network down'),
      }),
    ]);
    const digest = await screen.findByRole('checkbox', { name: 'Weekly digest' });
    await userEvent.click(digest);
    expect(await screen.findByRole('alert')).toHaveTextContent('That change was not saved. Try again.');
    await waitFor(() => expect(digest).toBeChecked());
  });

  it('offers the break before a reminder while reminders are on, and saves the one chosen', async () => {
    const idle = (days: number, chosen: boolean) => ({ __typename: 'IdleReminder' as const, days, chosen });
    renderProfile([
      mock({
        request: { query: MailPreferencesQuery },
        result: {
          data: {
            mailPreferences: [{ __typename: 'MailSubscription', kind: 'IDLE_NUDGE', subscribed: true }],
          },
        },
      }),
      mock({ request: { query: IdleReminderQuery }, result: { data: { idleReminder: idle(7, false) } } }),
      mock({
        request: { query: SetIdleReminderDaysMutation, variables: { days: 14 } },
        result: { data: { setIdleReminderDays: idle(14, true) } },
      }),
    ]);
    const after = await screen.findByRole('combobox', { name: 'Remind me after' });
    expect(after).toHaveValue('7');
    expect([...(after as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      '3 days without a lecture',
      '7 days without a lecture',
      '14 days without a lecture',
      '30 days without a lecture',
    ]);
    await userEvent.selectOptions(after, '14 days without a lecture');
    await waitFor(() => expect(after).toHaveValue('14'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
