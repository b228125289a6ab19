import { trustedDocument } from '../../test/trusted-graphql';

export interface GqlResult<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  headers: Headers;
  bytes: number;
}

export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlResult<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const body = JSON.parse(text) as { data?: T; errors?: GqlResult<T>['errors'] };
  return {
    status: response.status,
    data: body.data,
    errors: body.errors,
    headers: response.headers,
    bytes: text.length,
  };
}

/** Throws with the server's message unless the operation succeeded. */
export function ok<T>(result: GqlResult<T>, what: string): T {
  if (result.errors?.length || !result.data) {
    throw new Error(`${what} failed (HTTP ${result.status}): ${JSON.stringify(result.errors)}`);
  }
  return result.data;
}

/**
 * A session token for the account: signed in through REST (`POST /api/v1/user/login`), whose session cookie carries
 * the token (a production server runs only the client's own GraphQL documents for anonymous callers, and the client's
 * login answers with the cookie alone). The token is then sent as a Bearer credential.
 */
export async function login(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookies = response.headers.getSetCookie();
  const token = cookies
    .map((cookie) => decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('=')))
    .find((value) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value));
  if (!response.ok || !token) throw new Error(`login failed (HTTP ${response.status}): ${await response.text()}`);
  return token;
}

/** What the client's CoursesPage sends (Apollo strips `@unmask` and adds `__typename`). */
export const COURSE_CATALOG_QUERY = `query CourseCatalogQuery($first: Int, $after: String, $search: String, $category: String, $sort: CourseSort) {
  courses(first: $first, after: $after, search: $search, category: $category, sort: $sort) {
    totalCount
    facets { category count __typename }
    pageInfo { hasNextPage endCursor __typename }
    edges { cursor node { ...CourseSummary __typename } __typename }
    __typename
  }
}

fragment CourseSummary on Course {
  id
  title
  description
  category
  createdBy
  thumbnailUrl
  numberOfLectures
  totalDurationSeconds
  __typename
}`;

/**
 * What the client sends for it: its trusted document's hash, not the text (in production the server runs no other
 * document for an anonymous caller); the server answers with the document the hash names, as Apollo sends it.
 */
export const COURSE_CATALOG_BODY = JSON.stringify({
  operationName: 'CourseCatalogQuery',
  // The largest page: the bench's whole catalogue, as REST (100 by default) and the baseline answer it.
  variables: { first: 100, search: null, category: null },
  extensions: trustedDocument('CourseCatalogQuery').extensions,
});
