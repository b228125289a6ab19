import { cancellationTexts } from '@coursehub/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../i18n/i18n';
import { endedSubscription, previewOf } from '../../../../test/cancellationFixtures';
import { makeUser } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { profileData, profileSectionsMocks } from '../../../../test/profileFixtures';
import { renderApp } from '../../../../test/renderApp';
import { showScreensIn } from '../../../../test/showScreensIn';
import { ProfilePageQuery } from '../../../account/pages/ProfilePage';
import { CancelSubscriptionMutation } from '../mutations/useCancelSubscriptionMutation';
import { CancellationPreviewQuery } from './CancelSubscriptionButton';

const PROMPT = 'Are you sure you want to cancel your subscription?';

function renderProfile(outcome: 'REFUND' | 'PERIOD_END', mocks: Mocks = []) {
  return renderApp({
    path: '/user/profile',
    session: makeUser('USER'),
    mocks: [
      mock({ request: { query: ProfilePageQuery }, result: { data: profileData({ active: true }) } }),
      mock({ request: { query: CancellationPreviewQuery }, result: previewOf(outcome) }),
      ...mocks,
      ...profileSectionsMocks(),
    ],
  });
}

async function openDialog(view: ReturnType<typeof renderProfile>) {
  await view.user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
  return screen.findByRole('alertdialog', { name: 'End your subscription' });
}

describe('the cancel dialog says what will happen before the learner confirms', () => {
  it('within the refund window: the spec prompt, a full refund of the amount, and access ending today', async () => {
    const view = renderProfile('REFUND');
    const dialog = await openDialog(view);
    expect(within(dialog).getByText(PROMPT)).toBeInTheDocument();
    const summary = within(dialog).getByRole('group', { name: 'What happens if you cancel' });
    expect(summary).toHaveTextContent(
      '100% refund on cancellation: you are within the refund window, so what you paid this year, ₹499, is refunded in full and your access ends now (Jan 6, 2027).',
    );
    expect(within(summary).getByText('Refund').nextElementSibling).toHaveTextContent('₹499');
    expect(within(summary).getByText('Access ends').nextElementSibling).toHaveTextContent('Today, Jan 6, 2027');
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel' })).toBeEnabled();
  });

  it('past the window: no refund, access until the period ends, renewal resumable; the profile then says so', async () => {
    const cancelled = {
      __typename: 'CancellationResult' as const,
      success: true,
      message: 'Cancellation successful',
      refunded: false,
      outcome: 'PERIOD_END' as const,
      accessEndsAt: '2028-01-05T12:00:00.000Z',
      user: {
        ...makeUser('USER'),
        subscription: {
          __typename: 'UserSubscription' as const,
          status: 'active',
          active: true,
          renews: false,
          cancelAtPeriodEnd: true,
          currentPeriodEnd: '2028-01-05T12:00:00.000Z',
        },
      },
    };
    const view = renderProfile('PERIOD_END', [
      mock({ request: { query: CancelSubscriptionMutation }, result: { data: { cancelSubscription: cancelled } } }),
    ]);
    const dialog = await openDialog(view);
    expect(within(dialog).getByText(PROMPT)).toBeInTheDocument();
    const summary = within(dialog).getByRole('group', { name: 'What happens if you cancel' });
    expect(summary).toHaveTextContent(
      'Your refund window has passed, so nothing is refunded. Auto-renewal turns off: you keep access until Jan 5, 2028 and you will not be charged again. You can resume renewal until then.',
    );
    expect(within(summary).getByText('Refund').nextElementSibling).toHaveTextContent('None');
    expect(within(summary).getByText('Access ends').nextElementSibling).toHaveTextContent('Jan 5, 2028');

    await view.user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Cancellation successful')).toBeInTheDocument();
    expect(await screen.findByText('You keep access until Jan 5, 2028')).toBeInTheDocument();
    expect(await screen.findByText('Ends on')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cancelled: you keep access until Jan 5, 2028. It will not renew and you will not be charged again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn auto-renewal back on' })).toBeEnabled();
    expect(screen.queryByText('Your last payment has been refunded')).not.toBeInTheDocument();
  });

  it("says 'Failed to unsubscribe' and opens no dialog when the preview cannot be had", async () => {
    const view = renderApp({
      path: '/user/profile',
      session: makeUser('USER'),
      mocks: [
        mock({ request: { query: ProfilePageQuery }, result: { data: profileData({ active: true }) } }),
        mock({ request: { query: CancellationPreviewQuery }, error: new TypeError('Failed to fetch') }),
        ...profileSectionsMocks(),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Failed to unsubscribe')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('the cancellation texts', () => {
  it("say in English what cancellationTexts of @coursehub/shared say, the mails' and receipts' words", () => {
    const t = translator.getFixedT('en', 'account');
    expect(t('cancelSubscription.outcome.refund', { refund: '₹499', today: 'Jan 6, 2027' })).toBe(
      cancellationTexts.refund('₹499', 'Jan 6, 2027'),
    );
    expect(t('cancelSubscription.outcome.periodEnd', { endsOn: 'Jan 5, 2028' })).toBe(
      cancellationTexts.periodEnd('Jan 5, 2028'),
    );
    expect(t('cancelSubscription.outcome.now', { today: 'Jan 6, 2027' })).toBe(cancellationTexts.now('Jan 6, 2027'));
    expect(t('profile.cancelledUntil', { date: 'Jan 5, 2028' })).toBe(cancellationTexts.endsAtPeriodEnd('Jan 5, 2028'));
  });
});

describe('the cancel dialog in Hindi', () => {
  showScreensIn('hi');

  it('says what will happen, then that the cancellation went through, in Hindi', async () => {
    const t = translator.getFixedT('hi', 'account');
    const refunded = {
      __typename: 'CancellationResult' as const,
      success: true,
      message: 'Cancellation successful',
      refunded: true,
      outcome: 'REFUND' as const,
      accessEndsAt: '2027-01-06T12:00:00.000Z',
      user: { ...makeUser('USER'), subscription: endedSubscription },
    };
    const view = renderProfile('REFUND', [
      mock({ request: { query: CancelSubscriptionMutation }, result: { data: { cancelSubscription: refunded } } }),
      // The refund drops the cached payments: the profile asks for them again.
      mock({ request: { query: ProfilePageQuery }, result: { data: profileData({ active: false }) } }),
    ]);
    await view.user.click(await screen.findByRole('button', { name: t('cancelSubscription.button') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('cancelSubscription.confirm.title') });
    const summary = within(dialog).getByRole('group', { name: 'रद्द करने पर क्या होगा' });
    expect(summary).toHaveTextContent('रद्द करने पर 100% धनवापसी');
    expect(within(summary).getByText('एक्सेस ख़त्म होगा').nextElementSibling).toHaveTextContent('आज, 6 जन॰ 2027');

    await view.user.click(within(dialog).getByRole('button', { name: t('cancelSubscription.confirm.confirm') }));
    expect(await screen.findByText('सदस्यता सफलतापूर्वक रद्द हो गई')).toBeInTheDocument();
    expect(await screen.findByText('आपका पिछला भुगतान लौटा दिया गया है')).toBeInTheDocument();
    expect(screen.queryByText('Cancellation successful')).not.toBeInTheDocument();
  });
});
