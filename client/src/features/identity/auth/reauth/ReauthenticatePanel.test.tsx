import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { reauthenticationMethods } from '../../../../test/fixtures';
import { mock, mockClient } from '../../../../test/mocks';
import { ReauthenticateMutation } from '../mfa/documents';
import { ReauthenticatePanel } from './ReauthenticatePanel';

const THANKS = {
  data: { reauthenticate: { __typename: 'ReauthenticatePayload' as const, until: '2027-03-10T12:05:00.000Z' } },
};

function renderPanel(mocks: Parameters<typeof mockClient>[0], onDone = vi.fn()) {
  render(
    <ApolloProvider client={mockClient(mocks)}>
      <Provider>
        <ReauthenticatePanel onDone={onDone} onCancel={vi.fn()} reason="Keys need a recent sign-in." />
      </Provider>
    </ApolloProvider>,
  );
  return screen.getByRole('region', { name: "Confirm it's you" });
}

describe('ReauthenticatePanel', () => {
  it('proves it with an authenticator code instead of the password, spaces ignored', async () => {
    const onDone = vi.fn();
    const panel = renderPanel(
      [
        reauthenticationMethods({ totp: true }),
        mock({ request: { query: ReauthenticateMutation, variables: { input: { code: '123456' } } }, result: THANKS }),
      ],
      onDone,
    );
    const user = userEvent.setup();
    expect(panel).toHaveTextContent('Keys need a recent sign-in.');
    await user.click(await within(panel).findByRole('button', { name: 'Use an authenticator code' }));
    expect(within(panel).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Authenticator code'), '123 456');
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });

  it('offers only the password to an account without an authenticator app or a passkey', async () => {
    const panel = renderPanel([reauthenticationMethods()]);
    await vi.waitFor(() => expect(panel).toHaveTextContent('Keys need a recent sign-in. Enter your password.'));
    expect(within(panel).getByLabelText('Password')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Use an authenticator code' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });

  it('offers a passkey to an account that has one, in a browser that can use it', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    const panel = renderPanel([reauthenticationMethods({ passkeys: 1 })]);
    expect(await within(panel).findByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Enter your password, or use a passkey.');
    expect(within(panel).queryByRole('button', { name: 'Use an authenticator code' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
