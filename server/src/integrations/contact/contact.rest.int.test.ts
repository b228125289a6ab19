import { messages } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type RestClient, restClient, withRestApp } from '../../../test/rest-client';
import { ContactMessage } from './contact-message.entity';

let app: TestApp;
let rest: RestClient;
withRestApp((started) => {
  ({ app, rest } = started);
});

const form = (overrides: Record<string, string> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'When does the next course start?',
  ...overrides,
});
const messagesFrom = (email: string) => app.orm.em.fork().find(ContactMessage, { email });

describe('POST /contact', () => {
  it('stores the message for anyone, with the spec notice', async () => {
    const response = await rest.json('POST', '/contact', form({ email: 'first@example.com' }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Form Submitted Successfully' });
    expect(await messagesFrom('first@example.com')).toHaveLength(1);
  });

  it.each([
    ['a missing name', form({ name: '' }), messages.contactAllMandatory],
    ['a missing message', { name: 'Ada', email: 'ada@example.com' }, messages.contactAllMandatory],
    ['an invalid email', form({ email: 'ada@nowhere' }), messages.contactInvalidEmail],
  ])('refuses %s with 400 and the spec message', async (_case, body, message) => {
    const response = await rest.json('POST', '/contact', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
  });

  it('answers 400 for malformed JSON and 415 for a form-encoded body', async () => {
    const malformed = await rest.json('POST', '/contact', '{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON body');
    const encoded = await rest.send('POST', '/contact', 'name=a', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(encoded.status).toBe(415);
  });

  it('writes the same row as GraphQL submitContact', async () => {
    const body = form({ email: 'parity-rest@example.com' });
    expect((await rest.json('POST', '/contact', body)).status).toBe(200);
    const viaGraphql = await gql<{ submitContact: { receivedAt: string; success: boolean; message: string } }>(
      app,
      'mutation C($input: ContactInput!) { submitContact(input: $input) { receivedAt success message } }',
      {
        input: { ...body, email: 'parity-graphql@example.com' },
      },
    );
    expect(viaGraphql.errors).toBeUndefined();
    const [[a], [b]] = await Promise.all([
      messagesFrom('parity-rest@example.com'),
      messagesFrom('parity-graphql@example.com'),
    ]);
    expect({ name: a?.name, message: a?.message }).toEqual({ name: b?.name, message: b?.message });
    // When the row was received; the deprecated fields still answer as they did, for integrators not yet moved.
    expect(viaGraphql.data?.submitContact).toEqual({
      receivedAt: b?.createdAt.toISOString(),
      success: true,
      message: 'Form Submitted Successfully',
    });
  });
});

describe('POST /contact rate limit', () => {
  it('answers 429 with Retry-After once the per-IP limit is spent', async () => {
    const limited = await startTestApp({ RATE_LIMIT_ATTEMPTS_PER_MINUTE: '2' });
    try {
      const client = restClient(limited);
      expect((await client.json('POST', '/contact', form())).status).toBe(200);
      expect((await client.json('POST', '/contact', form())).status).toBe(200);
      const refused = await client.json('POST', '/contact', form());
      expect(refused.status).toBe(429);
      expect(refused.body.success).toBe(false);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
