import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { ProfilePageQuery } from './ProfilePage';

function renderProfile(active: boolean) {
  const me = makeUser('USER', {
    subscription: { __typename: 'UserSubscription', status: active ? 'active' : 'inactive', active },
  });
  return renderApp({
    path: '/user/profile',
    session: me,
    mocks: [{ request: { query: ProfilePageQuery }, result: { data: { me } } }],
  });
}

describe('ProfilePage', () => {
  it('shows name, email, role and an Inactive subscription without a cancel button', async () => {
    renderProfile(false);
    expect(await screen.findByRole('heading', { name: 'Ada Learner' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('USER')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('shows Active and the Cancel Subscription control for an active subscription', async () => {
    renderProfile(true);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('links to change password and edit profile', async () => {
    renderProfile(false);
    expect(await screen.findByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/changepassword');
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/user/editprofile');
  });
});
