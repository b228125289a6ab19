import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { buildGraphQLSchema, printSortedSchema } from '../http/graphql/schema';

const target = new URL('../../../schema.graphql', import.meta.url);
await writeFile(target, printSortedSchema(await buildGraphQLSchema()));
console.log(`wrote ${target.pathname}`);
