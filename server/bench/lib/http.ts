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

export async function login(url: string, email: string, password: string): Promise<string> {
  const result = await gql<{ login: { token: string } }>(
    url,
    'mutation BenchLogin($input: LoginInput!) { login(input: $input) { token } }',
    { input: { email, password } },
  );
  return ok(result, 'login').login.token;
}

/** What the client's CoursesPage sends (Apollo strips `@unmask` and adds `__typename`). */
export const COURSE_CATALOG_QUERY = `query CourseCatalogQuery($search: String, $category: String) {
  courses(search: $search, category: $category) {
    ...CourseSummary
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

export const COURSE_CATALOG_BODY = JSON.stringify({
  operationName: 'CourseCatalogQuery',
  variables: { search: null, category: null },
  query: COURSE_CATALOG_QUERY,
});
