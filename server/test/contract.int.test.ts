import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphQLSchema, printSortedSchema } from '../src/http/graphql/schema';
import { startTestApp, type TestApp } from './harness';

describe('contracts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('the committed schema.graphql is the one the server emits (run `npm run schema:emit`)', async () => {
    const committed = await readFile(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(printSortedSchema(await buildGraphQLSchema())).toBe(committed);
  });

  it('the committed migrations create exactly the schema the entities describe', async () => {
    expect(await app.orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });
});
