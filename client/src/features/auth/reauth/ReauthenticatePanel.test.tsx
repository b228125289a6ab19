import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '../../../components/ui/provider';
import { mock, mockClient } from '../../../test/mocks';
import { ReauthenticateMutation } from '../mfa/documents';
import { ReauthenticatePanel } from './ReauthenticatePanel';

const THANKS = { data: { reauthenticate: { __typename: 'MessagePayload' as const, message: "Thanks: it's you." } } };

describe('ReauthenticatePanel', () => {
  it('proves it with an authenticator code instead of the password, spaces ignored', async () => {
    const onDone = vi.fn();
    const client = mockClient([
      mock({ request: { query: ReauthenticateMutation, variables: { input: { code: '123456' } } }, result: THANKS }),
    ]);
    render(
      <ApolloProvider client={client}>
        <Provider>
          <ReauthenticatePanel onDone={onDone} onCancel={vi.fn()} reason="Keys need a recent sign-in." />
        </Provider>
      </ApolloProvider>,
    );
    const user = userEvent.setup();
    const panel = screen.getByRole('region', { name: "Confirm it's you" });
    expect(panel).toHaveTextContent('Keys need a recent sign-in.');
    await user.click(within(panel).getByRole('button', { name: 'Use an authenticator code' }));
    expect(within(panel).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Authenticator code'), '123 456');
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });
});
