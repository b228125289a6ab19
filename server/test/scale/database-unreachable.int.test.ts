import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeClientBuild } from '../client-build';
import { createCourse } from '../course-factories';
import { createTestDatabase, type TestDatabase } from '../database';
import { createUser } from '../factories';
import { type GqlResponse, gql } from '../graphql-client';
import { startTestApp, type TestApp } from '../harness';
import { productionEnv } from '../production-env';

/**
 * PostgreSQL's answer to a connection while it shuts down: an ErrorResponse (FATAL 57P03) instead of authentication,
 * in the protocol's own framing: 'E', the length, then code-tagged NUL-terminated fields and a final NUL.
 */
function shuttingDownResponse() {
  const fields = Buffer.from(
    ['SFATAL', 'VFATAL', 'C57P03', 'Mthe database system is shutting down'].map((field) => `${field}\0`).join('') +
      '\0',
  );
  const length = Buffer.alloc(4);
  length.writeInt32BE(fields.length + 4);
  return Buffer.concat([Buffer.from('E'), length, fields]);
}

type RelayState = 'open' | 'shutting-down' | 'refused';

/**
 * A TCP relay in front of PostgreSQL that the test switches, as the database goes away: `shutting-down` drops every
 * open connection and answers new ones as a stopping server does; `refused` stops listening (ECONNREFUSED).
 */
async function startRelay(target: URL) {
  let state: RelayState = 'open';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = net.createServer((client) => {
    track(client);
    if (state === 'shutting-down') {
      client.once('data', () => client.end(shuttingDownResponse()));
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: (server.address() as AddressInfo).port,
    shutDown() {
      state = 'shutting-down';
      dropAll();
    },
    async refuse() {
      state = 'refused';
      const closed = new Promise((resolve) => server.close(resolve));
      dropAll();
      await closed;
    },
  };
}

/** A client build with the catalogue page, so /courses tries to carry the catalogue in its HTML. */
const writeCatalogueBuild = () =>
  writeClientBuild({
    indexHtml: '<!doctype html><html><head><title>CourseHub</title></head><body></body></html>',
    manifest: {
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/features/catalog/courses/pages/CoursesPage.tsx': { file: 'assets/CoursesPage-1.js', isDynamicEntry: true },
    },
  });

/** What a client must never read: the driver's or PostgreSQL's words, hosts, SQL. */
const LEAK =
  /ECONNREFUSED|ECONNRESET|database|postgres|shutting down|terminat|connect|select |from |127\.0\.0\.1|57P0/i;

const CATALOG = /* GraphQL */ `
  query CourseCatalogQuery($search: String, $category: String) {
    courses(search: $search, category: $category) { edges { node { id title numberOfLectures } } }
  }`;

describe('database unreachable in production: every unexpected error is masked', () => {
  let database: TestDatabase;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let app: TestApp;
  let clientBuild: ReturnType<typeof writeClientBuild> | undefined;
  let courseId: string;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.databaseUrl!);
    relay = await startRelay(target);
    const relayed = new URL(target);
    relayed.port = String(relay.port);
    clientBuild = writeCatalogueBuild();
    app = await startTestApp(productionEnv(), {
      database: { ...database, databaseUrl: relayed.toString() },
      clientDir: clientBuild.dir,
    });
    courseId = (await createCourse(app, { title: 'Streams' })).course.id;
    token = (await createUser(app)).token;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    clientBuild?.remove();
  });

  /**
   * The two answers a caller may read, whatever path the failure took: a connection the pool cannot open is
   * SERVICE_UNAVAILABLE (db/postgres-driver.ts: 503 with Retry-After on REST), a connection lost under a statement an
   * unexpected error, masked as INTERNAL_SERVER_ERROR (500). Neither says more.
   */
  const MASKED = [
    { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', status: 500 },
    { code: 'SERVICE_UNAVAILABLE', message: 'The service is busy. Please try again in a moment', status: 503 },
  ];

  function expectMaskedGraphQL(response: GqlResponse, label: string) {
    const body = JSON.stringify(response.errors ?? response);
    expect(body, label).not.toMatch(LEAK);
    expect(response.errors?.length, label).toBeGreaterThan(0);
    for (const error of response.errors ?? []) {
      const masked = MASKED.find(({ code }) => code === error.extensions?.code);
      expect({ label, message: error.message }).toEqual({ label, message: masked?.message });
    }
  }

  async function expectMaskedRest(url: string, init: RequestInit = {}) {
    const response = await fetch(`${app.url}${url}`, init);
    const text = await response.text();
    expect(text, url).not.toMatch(LEAK);
    const masked = MASKED.find(({ status }) => status === response.status);
    expect(JSON.parse(text), url).toMatchObject({ success: false, message: masked?.message });
  }

  async function everyPathMasked(phase: string) {
    // Anonymous catalogue queries: the first reads the catalogue's edition in a plugin hook (outside any resolver).
    for (const variables of [{}, { search: 'stream' }, { category: 'Web Development' }]) {
      expectMaskedGraphQL(await gql(app, CATALOG, variables), `${phase} catalogue ${JSON.stringify(variables)}`);
    }
    expectMaskedGraphQL(await gql(app, '{ categories }'), `${phase} categories`);
    expectMaskedGraphQL(await gql(app, `{ course(id: "${courseId}") { id title } }`), `${phase} course`);
    const login = 'mutation($i: LoginInput!) { login(input: $i) { token } }';
    const credentials = { i: { email: 'someone@example.com', password: 'secret1!' } };
    expectMaskedGraphQL(await gql(app, login, credentials), `${phase} login`);
    // A signed-in caller: the session lookup runs before GraphQL, in the HTTP layer.
    const signedIn = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    const signedInText = await signedIn.text();
    expect(signedInText, `${phase} signed-in`).not.toMatch(LEAK);
    expect(
      MASKED.map(({ status }) => status),
      `${phase} signed-in`,
    ).toContain(signedIn.status);

    await expectMaskedRest('/api/v1/courses');
    await expectMaskedRest('/api/v1/courses?search=stream');
    await expectMaskedRest('/api/v1/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com', password: 'secret1!' }),
    });
    await expectMaskedRest('/api/v1/user/me', { headers: { authorization: `Bearer ${token}` } });

    // The catalogue page still renders (without the catalogue in its HTML); nothing of the failure shows.
    const page = await fetch(`${app.url}/courses`, { headers: { accept: 'text/html' } });
    expect(page.status, `${phase} /courses`).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>All courses | CourseHub</title>');
    expect(html, `${phase} /courses`).not.toMatch(LEAK);
  }

  it('answers normally while the database is up', async () => {
    const response = await gql<{ courses: { edges: { node: { title: string } }[] } }>(app, CATALOG);
    expect(response.errors).toBeUndefined();
    expect(response.data?.courses.edges.map(({ node }) => node.title)).toEqual(['Streams']);
  });

  it('masks "the database system is shutting down"', async () => {
    relay.shutDown();
    await everyPathMasked('shutting down');
  });

  it('masks ECONNREFUSED', async () => {
    await relay.refuse();
    await everyPathMasked('refused');
  });
});
