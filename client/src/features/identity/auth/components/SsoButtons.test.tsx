import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { SsoProvidersQuery } from './SsoButtons';

const providers = mock({
  request: { query: SsoProvidersQuery },
  result: {
    data: {
      ssoProviders: [
        { __typename: 'SsoProvider', id: 'acme', name: 'Acme Workspace' },
        { __typename: 'SsoProvider', id: 'corp-id', name: 'Corp ID' },
      ],
    },
  },
});

describe('SsoButtons on the login and signup pages', () => {
  it("offers 'Continue with' each provider, leading to the server's sign-in route", async () => {
    renderApp({ path: '/login', mocks: [providers] });
    const acme = await screen.findByRole('link', { name: 'Continue with Acme Workspace' });
    expect(acme).toHaveAttribute('href', '/auth/sso/acme/start');
    expect(screen.getByRole('link', { name: 'Continue with Corp ID' })).toHaveAttribute(
      'href',
      '/auth/sso/corp-id/start',
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('is on the signup page too', async () => {
    renderApp({ path: '/signup', mocks: [providers] });
    expect(await screen.findByRole('link', { name: 'Continue with Acme Workspace' })).toBeInTheDocument();
  });

  it("says why a provider sign-in came back refused, from the server's code", async () => {
    renderApp({ path: '/login?sso_error=unverified_email', mocks: [providers] });
    expect(
      await screen.findByText(
        'Your email is not verified at the provider. Verify it there, or sign up with a password.',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing while no provider is configured', async () => {
    renderApp({
      path: '/login',
      mocks: [mock({ request: { query: SsoProvidersQuery }, result: { data: { ssoProviders: [] } } })],
    });
    await screen.findByRole('heading', { name: 'Login Page' });
    expect(screen.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
  });
});
