import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import codegenConfig from '../../codegen';
import { buildGraphQLSchema, printSortedSchema } from '../src/http/graphql/schema';
import { bound } from './hang-bound';
import { startTestApp, type TestApp } from './harness';

const root = path.resolve(import.meta.dirname, '../..');

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

  // Codegen parses every client file in this process: CPU-bound work that took 36 s beside a CI run and two busy
  // processes, so its bound is a hang's, not the default one a request's test gets.
  it('client/src/gql is what codegen makes of schema.graphql and the client documents (run `npm run codegen`)', {
    timeout: bound(180_000),
  }, async () => {
    const files = await generate({ ...codegenConfig, cwd: root, silent: true }, false);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(await readFile(path.resolve(root, file.filename), 'utf8'), file.filename).toBe(file.content);
    }
  });

  it('the committed migrations create exactly the schema the entities describe', async () => {
    expect(await app.orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });
});
