import { it } from 'vitest';
import { startTestApp } from './harness';
it('prints', async () => {
  const app = await startTestApp();
  console.log('DIFF>>>' + (await app.orm.schema.getUpdateSchemaSQL({ wrap: false })) + '<<<DIFF');
  await app.close();
}, 120000);
