import type { TestApp } from './harness';

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; field?: string } }[];
  headers: Headers;
}

export interface Credentials {
  token?: string;
  cookie?: string;
  /** The client's address, as a proxy names it (the app trusts X-Forwarded-For from loopback). */
  ip?: string;
}

export interface UploadPart {
  /** Dotted variable path, e.g. `variables.avatar`. */
  path: string;
  filename: string;
  content: Buffer;
  type?: string;
}

function authHeaders({ token, cookie, ip }: Credentials = {}): Record<string, string> {
  return {
    ...(token && { authorization: `Bearer ${token}` }),
    ...(cookie && { cookie }),
    ...(ip && { 'x-forwarded-for': ip }),
  };
}

async function parse<T>(response: Response): Promise<GqlResponse<T>> {
  const body = (await response.json()) as { data?: T; errors?: GqlResponse['errors'] };
  return { status: response.status, data: body.data ?? undefined, errors: body.errors, headers: response.headers };
}

export async function gql<T = Record<string, unknown>>(
  app: Pick<TestApp, 'url'>,
  query: string,
  variables: Record<string, unknown> = {},
  credentials?: Credentials,
): Promise<GqlResponse<T>> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeaders(credentials) },
    body: JSON.stringify({ query, variables }),
  });
  return parse<T>(response);
}

/** A GraphQL multipart request (graphql-multipart-request-spec), as browsers and integrators send it. */
export async function gqlUpload<T = Record<string, unknown>>(
  app: Pick<TestApp, 'url'>,
  query: string,
  variables: Record<string, unknown>,
  files: UploadPart[],
  credentials?: Credentials,
): Promise<GqlResponse<T>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((file, index) => [String(index), [file.path]]))));
  files.forEach((file, index) => {
    form.append(
      String(index),
      new Blob([file.content], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  });
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...authHeaders(credentials) },
    body: form,
  });
  return parse<T>(response);
}

export const errorCode = (response: GqlResponse) => response.errors?.[0]?.extensions?.code;
export const errorMessage = (response: GqlResponse) => response.errors?.[0]?.message;

/** The session cookie a response set, ready to send back. */
export function sessionCookie(response: GqlResponse): string | undefined {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair?.startsWith('token=') && pair !== 'token=');
}
