import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { WebhookDeliveryLogQuery } from '../components/WebhookDeliveryLog';
import {
  CreateWebhookEndpointMutation,
  ReplayWebhookDeliveryMutation,
  SendTestWebhookEventMutation,
} from '../mutations/useWebhookMutations';
import { WebhooksPageQuery } from './WebhooksPage';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw2sNB6SXhxTo=';

const endpoint = (id: string, url: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'WebhookEndpoint' as const,
  id,
  url,
  description: 'CRM sync',
  eventTypes: ['user.created', 'payment.succeeded'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretExpiresAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const CRM = endpoint('ep-1', 'https://crm.example.com/hooks');
const BROKEN = endpoint('ep-2', 'https://old.example.com/hooks', {
  description: '',
  enabled: false,
  disabledReason: 'FAILING',
});

const list = (endpoints: ReturnType<typeof endpoint>[]) =>
  mock({ request: { query: WebhooksPageQuery }, result: { data: { webhookEndpoints: endpoints } } });

const delivery = {
  __typename: 'WebhookDelivery' as const,
  id: 'del-1',
  eventId: 'msg_1',
  eventType: 'webhook.test',
  status: 'FAILED',
  attempts: 17,
  requestBody: '{"type":"webhook.test","timestamp":"2026-11-20T10:00:00.000Z","data":{}}',
  responseStatus: 500,
  responseBody: 'boom',
  durationMs: 42,
  error: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastAttemptAt: '2026-11-23T10:00:00.000Z',
  nextAttemptAt: null,
};

const log = () =>
  mock({
    request: { query: WebhookDeliveryLogQuery, variables: { endpointId: 'ep-1', first: 10 } },
    result: {
      data: {
        webhookDeliveries: {
          __typename: 'WebhookDeliveryConnection',
          totalCount: 1,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
          edges: [{ __typename: 'WebhookDeliveryEdge', cursor: 'c1', node: delivery }],
        },
      },
    },
  });

const renderPage = (mocks: Mocks) => renderApp({ path: '/admin/webhooks', session: 'ADMIN', mocks });

describe('WebhooksPage', () => {
  it('lists endpoints with their events and status; a failing one says it was disabled', async () => {
    renderPage([list([CRM, BROKEN])]);
    const crm = within(await screen.findByRole('article', { name: CRM.url }));
    expect(crm.getByText('Enabled')).toBeInTheDocument();
    expect(crm.getByText('payment.succeeded')).toBeInTheDocument();
    expect(crm.getByText('CRM sync')).toBeInTheDocument();
    const broken = within(screen.getByRole('article', { name: BROKEN.url }));
    expect(broken.getByText('Disabled: failing for 3 days')).toBeInTheDocument();
    expect(broken.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    expect(broken.getByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });

  it('checks the form, then adds an endpoint and shows its secret once', async () => {
    let sent: { url: string; description: string; eventTypes: string[] } | undefined;
    const created = endpoint('ep-9', 'https://erp.example.com/in', { eventTypes: ['user.created', 'quiz.passed'] });
    const { user } = renderPage([
      list([]),
      mock({
        request: {
          query: CreateWebhookEndpointMutation,
          variables: (variables) => {
            sent = (variables as { input: typeof sent }).input;
            return true;
          },
        },
        result: {
          data: {
            createWebhookEndpoint: { __typename: 'WebhookEndpointWithSecret', secret: SECRET, endpoint: created },
          },
        },
      }),
    ]);
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByText(/Enter the full URL of your receiver/)).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Endpoint URL' }), ' https://erp.example.com/in ');
    await user.click(screen.getByRole('checkbox', { name: /quiz\.passed/ }));
    await user.click(screen.getByRole('checkbox', { name: /user\.created/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const panel = await screen.findByRole('region', { name: 'Your signing secret' });
    expect(within(panel).getByText(SECRET)).toBeInTheDocument();
    expect(sent).toEqual({
      url: 'https://erp.example.com/in',
      description: '',
      eventTypes: ['user.created', 'quiz.passed'],
    });
    expect(await screen.findByRole('article', { name: 'https://erp.example.com/in' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('sends a test event, and the delivery log shows response, duration, attempts and Replay', async () => {
    let replayed = false;
    let tested = false;
    const { user } = renderPage([
      list([CRM]),
      log(),
      log(),
      log(),
      mock({
        request: {
          query: SendTestWebhookEventMutation,
          variables: () => {
            tested = true;
            return true;
          },
        },
        result: { data: { sendTestWebhookEvent: { __typename: 'WebhookActionPayload', id: 'del-2', message: 'x' } } },
      }),
      mock({
        request: {
          query: ReplayWebhookDeliveryMutation,
          variables: (variables) => {
            replayed = (variables as { id: string }).id === 'del-1';
            return true;
          },
        },
        result: { data: { replayWebhookDelivery: { __typename: 'WebhookActionPayload', id: 'del-3', message: 'x' } } },
      }),
    ]);
    const card = within(await screen.findByRole('article', { name: CRM.url }));
    await user.click(card.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event queued')).toBeInTheDocument();
    expect(tested).toBe(true);

    await user.click(card.getByRole('button', { name: 'Delivery log' }));
    const region = within(await screen.findByRole('region', { name: 'Recent deliveries' }));
    expect(await region.findByText('Failed')).toBeInTheDocument();
    expect(region.getByText('HTTP 500')).toBeInTheDocument();
    expect(region.getByText('42 ms')).toBeInTheDocument();
    expect(region.getByText('17 attempts')).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: /^Replay/ }));
    expect(await screen.findByText('Delivery queued again')).toBeInTheDocument();
    expect(replayed).toBe(true);
  });
});
