import { expect } from 'vitest';
import type { HttpMethod, OpenApiDocument } from '../src/http/rest/openapi';
import { createUser } from './factories';
import { startTestApp } from './harness';
import { openApiValidator } from './openapi-validator';
import { restClient } from './rest-client';

/**
 * The app with the OpenAPI document as an integrator gets it (fetched from the running app), a validator of answers
 * against it, and an admin's session cookie: what the OpenAPI tests hold the app's answers to.
 */
export async function startServedOpenApiApp() {
  const app = await startTestApp();
  const response = await fetch(`${app.url}/api/v1/openapi.json`);
  expect(response.status).toBe(200);
  const served = (await response.json()) as OpenApiDocument;
  return {
    app,
    rest: restClient(app),
    served,
    validator: openApiValidator(served),
    adminCookie: `token=${(await createUser(app, { role: 'ADMIN' })).token}`,
  };
}

/** Every operation a document lists, as a method and a path template. */
export const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([route, item]) =>
    Object.keys(item).map((method) => ({ method: method as HttpMethod, path: route })),
  );
export const operationKey = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;
