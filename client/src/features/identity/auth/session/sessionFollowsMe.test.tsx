import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { endedSubscription } from '../../../../test/cancellationFixtures';
import { makeUser, pngFile } from '../../../../test/fixtures';
import { mock, mockClient } from '../../../../test/mocks';
import {
  ConfirmCheckoutMutation,
  useConfirmCheckoutMutation,
} from '../../../commerce/checkout/mutations/useConfirmCheckoutMutation';
import {
  CancelSubscriptionMutation,
  useCancelSubscriptionMutation,
} from '../../user/mutations/useCancelSubscriptionMutation';
import { UpdateProfileMutation, useUpdateProfileMutation } from '../../user/mutations/useUpdateProfileMutation';
import { LoginMutation, useLoginMutation } from '../mutations/useLoginMutation';
import { LogoutMutation, useLogoutMutation } from '../mutations/useLogoutMutation';
import { MeQuery } from './documents';
import { SessionProvider } from './SessionProvider';
import { SessionSync } from './SessionSync';
import { createSessionStore, SESSION_KEYS } from './sessionStore';

const credentials = { email: 'ada@example.com', password: 'Str0ng!pass' };
const avatar = pngFile();
const learner = makeUser('USER');
const withSubscription = (status: string, active: boolean, currentPeriodEnd: string | null) => ({
  ...learner,
  subscription: { __typename: 'UserSubscription' as const, status, active, currentPeriodEnd },
});
const active = withSubscription('active', true, '2028-01-05T12:00:00.000Z');
const renamed = { ...active, fullName: 'Ada Byron', avatarUrl: '/media/avatars/new.png' };
const cancelled = { ...renamed, subscription: endedSubscription };

const mocks: MockLink.MockedResponse[] = [
  mock({ request: { query: MeQuery }, result: { data: { me: null } } }),
  mock({
    request: { query: LoginMutation, variables: { input: credentials } },
    result: {
      data: { login: { __typename: 'LoginPayload', message: 'Welcome back', user: learner, secondFactor: null } },
    },
    maxUsageCount: 2,
  }),
  mock({
    request: { query: ConfirmCheckoutMutation, variables: { sessionId: 'cs_test_1' } },
    result: {
      data: {
        confirmCheckout: {
          __typename: 'CheckoutConfirmation',
          success: true,
          subscriptionId: 'sub_1',
          message: 'Subscription Active',
          user: active,
        },
      },
    },
  }),
  mock({
    request: { query: UpdateProfileMutation, variables: { fullName: 'Ada Byron', avatar } },
    result: { data: { updateProfile: renamed } },
  }),
  mock({
    request: { query: CancelSubscriptionMutation },
    result: {
      data: {
        cancelSubscription: {
          __typename: 'CancellationResult',
          success: true,
          message: 'Cancellation successful',
          refunded: false,
          outcome: 'NOW',
          accessEndsAt: '2027-03-01T12:00:00.000Z',
          user: cancelled,
        },
      },
    },
  }),
  mock({
    request: { query: LogoutMutation },
    result: { data: { logout: { __typename: 'LogoutPayload', sessionId: 's-1' } } },
  }),
];

function renderSession() {
  const sent: string[] = [];
  const counting = new ApolloLink((operation, forward) => {
    sent.push(operation.operationName ?? '');
    return forward(operation);
  });
  const client = mockClient(mocks, counting);
  const store = createSessionStore(window.localStorage);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>
      <SessionProvider store={store}>
        <SessionSync />
        {children}
      </SessionProvider>
    </ApolloProvider>
  );
  const hooks = renderHook(
    () => ({
      login: useLoginMutation()[0],
      confirmCheckout: useConfirmCheckoutMutation()[0],
      updateProfile: useUpdateProfileMutation()[0],
      cancelSubscription: useCancelSubscriptionMutation()[0],
      logout: useLogoutMutation()[0],
    }),
    { wrapper },
  );
  const run = <T,>(call: (actions: typeof hooks.result.current) => Promise<T>) => act(() => call(hooks.result.current));
  const stored = () => JSON.parse(window.localStorage.getItem(SESSION_KEYS.data) ?? 'null');
  return { store, run, stored, meRequests: () => sent.filter((name) => name === 'MeQuery').length };
}

/** After each mutation the session is checked at once: it follows before the mutation's hook resolves. */
describe('the stored session follows the cached `me`', () => {
  it('through login, checkout, profile update, cancellation and logout, asking `me` only at start-up', async () => {
    const { store, run, stored, meRequests } = renderSession();
    await waitFor(() => expect(store.getSnapshot()).toMatchObject({ isLoggedIn: false, verified: true }));
    expect(meRequests()).toBe(1);

    expect(await run((actions) => actions.login(credentials))).toBe('done');
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, role: 'USER' });
    expect(stored()).toMatchObject({ id: learner.id, fullName: 'Ada Learner' });
    expect(window.localStorage.getItem(SESSION_KEYS.isLoggedIn)).toBe('true');

    expect(await run((actions) => actions.confirmCheckout('cs_test_1'))).toEqual({ ok: true });
    expect(stored().subscription).toMatchObject({ status: 'active', active: true });

    expect(await run((actions) => actions.updateProfile('Ada Byron', avatar))).toBe(true);
    expect(stored()).toMatchObject({ fullName: 'Ada Byron', avatarUrl: renamed.avatarUrl });
    expect(store.getSnapshot().data).toMatchObject({ fullName: 'Ada Byron' });

    expect(await run((actions) => actions.cancelSubscription())).toBe(true);
    expect(stored().subscription).toMatchObject({ status: 'canceled', active: false });
    expect(store.getSnapshot().data?.subscription.active).toBe(false);

    expect(await run((actions) => actions.logout())).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: false, role: null, data: null });
    for (const key of Object.values(SESSION_KEYS)) expect(window.localStorage.getItem(key)).toBeNull();

    // The cache was emptied by the logout and is still followed: logging in again stores the session again.
    expect(await run((actions) => actions.login(credentials))).toBe('done');
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, role: 'USER' });
    expect(meRequests()).toBe(1);
  });
});
