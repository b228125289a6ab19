import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { SubmitContactMutation } from '../mutations/useSubmitContactMutation';

async function renderContact(mocks: Mocks = []) {
  const view = renderApp({ path: '/contact', mocks });
  await screen.findByRole('heading', { name: 'Contact Form' });
  const send = async (values: { name?: string; email?: string; message?: string }) => {
    if (values.name) await view.user.type(screen.getByLabelText('Name'), values.name);
    if (values.email) await view.user.type(screen.getByLabelText('Email'), values.email);
    if (values.message) await view.user.type(screen.getByLabelText('Message'), values.message);
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
  };
  return { ...view, send };
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there' };

describe('ContactPage', () => {
  it("requires every field with 'All fields are mandatory'", async () => {
    const { send } = await renderContact();
    await send({});
    expect(await screen.findAllByText('All fields are mandatory')).toHaveLength(3);
  });

  it("rejects an invalid email with 'Invalid Email'", async () => {
    const { send } = await renderContact();
    await send({ ...valid, email: 'ada-at-example' });
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.queryByText('All fields are mandatory')).not.toBeInTheDocument();
  });

  it("submits and shows 'Form Submitted Successfully', then clears the form", async () => {
    const { send } = await renderContact([
      mock({
        request: { query: SubmitContactMutation, variables: { input: valid } },
        result: {
          data: { submitContact: { __typename: 'SubmitContactPayload', receivedAt: '2027-03-10T12:00:00.000Z' } },
        },
      }),
    ]);
    await send(valid);
    expect(await screen.findByText('Form Submitted Successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("falls back to 'Failed to submit the form' when the call fails without a message", async () => {
    const { send } = await renderContact([
      mock({ request: { query: SubmitContactMutation, variables: { input: valid } }, error: new TypeError('offline') }),
    ]);
    await send(valid);
    expect(await screen.findByText('Failed to submit the form')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
  });
});
