import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StandInApi } from './api';
import { type Json, newId, type RecordedRequest, stripeError } from './state';

/**
 * A local stand-in for the slice of Stripe's API the adapter calls, for the real `stripe` SDK
 * to talk to (`STRIPE_API_URL`). It keeps sessions, subscriptions, invoices and refunds in
 * memory, replays responses for a repeated Idempotency-Key as Stripe does, and records every
 * request so tests can assert parameters and keys. Helpers play the customer's part
 * (completing a checkout) and build signed webhook deliveries.
 *
 * This file is the HTTP server; what it answers is in api.ts, what tests make happen at Stripe in billing.ts, the
 * objects' JSON in objects.ts and the memory in state.ts.
 */
export class StripeStandIn extends StandInApi {
  readonly requests: RecordedRequest[] = [];
  private readonly replies = new Map<string, { status: number; body: Json }>();
  private readonly failures: { method: string; pathPrefix: string }[] = [];
  private readonly server: Server;
  url = '';

  private constructor() {
    super();
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => this.send(res, 500, { error: { message: String(error) } }));
    });
  }

  static async start(): Promise<StripeStandIn> {
    const standIn = new StripeStandIn();
    standIn.server.listen(0, '127.0.0.1');
    await new Promise((resolve) => standIn.server.once('listening', resolve));
    standIn.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
    return standIn;
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  requestsTo(method: string, pathPrefix: string) {
    return this.requests.filter((request) => request.method === method && request.path.startsWith(pathPrefix));
  }

  /**
   * The next request to a path starting with `pathPrefix` fails as Stripe fails when it is down (a 500 the SDK does
   * not retry), doing nothing: for a delivery whose transaction is lost after an earlier call has taken effect.
   */
  failNext(method: string, pathPrefix: string) {
    this.failures.push({ method, pathPrefix });
  }

  /** Any body, signed with `secret` as Stripe signs a delivery (the SDK's own helper). */
  signedBody(payload: string, secret: string) {
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  /** A webhook delivery of `type` about `object`, signed with `secret` by the SDK's own helper. */
  signedEvent(type: string, object: Json, secret: string, options: { id?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify({
      id: options.id ?? newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: options.timestamp });
    return { payload, signature };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await new Promise<string>((resolve) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        text += chunk;
      });
      req.on('end', () => resolve(text));
    });
    const params = Object.fromEntries(new URLSearchParams(req.method === 'POST' ? body : url.search));
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const method = req.method ?? 'GET';
    this.requests.push({
      method,
      path: url.pathname,
      params,
      idempotencyKey,
      authorization: req.headers.authorization ?? null,
    });

    const failure = this.failures.findIndex(
      (entry) => entry.method === method && url.pathname.startsWith(entry.pathPrefix),
    );
    if (failure >= 0) {
      this.failures.splice(failure, 1);
      return this.send(res, 500, stripeError('An unexpected error occurred.', 'api_error'), false, {
        'stripe-should-retry': 'false',
      });
    }
    const replayKey = idempotencyKey && method !== 'GET' ? `${method} ${url.pathname} ${idempotencyKey}` : null;
    const replay = replayKey && this.replies.get(replayKey);
    if (replay) return this.send(res, replay.status, replay.body, true);
    const expand = Object.entries(params)
      .filter(([key]) => /^expand\[\d*\]$/.test(key))
      .map(([, value]) => value);
    const [status, reply] = this.route(method, url.pathname, params, expand);
    if (replayKey) this.replies.set(replayKey, { status, body: reply });
    this.send(res, status, reply);
  }

  private send(
    res: ServerResponse,
    status: number,
    body: Json,
    replayed = false,
    headers: Record<string, string> = {},
  ) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...(replayed && { 'idempotent-replayed': 'true' }),
      ...headers,
    });
    res.end(JSON.stringify(body));
  }
}
