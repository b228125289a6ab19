// `npm run bench -- --check` / `tsx bench/check.ts`: compares bench/results/latest.json with the budgets;
// exits 1 when one is missed or was never measured, 2 when there are no results at all.
import { pathToFileURL } from 'node:url';
import { evaluate, failures } from './lib/budgets';
import { consoleTable } from './lib/report';
import { latestJson, readLatest } from './lib/results';

export function check(): number {
  const results = readLatest();
  if (!results) {
    console.error(`No results at ${latestJson}: run \`npm run bench\` first.`);
    return 2;
  }
  const rows = evaluate(results);
  console.log(consoleTable(rows));
  const missed = failures(rows);
  console.log('');
  if (!missed.length) {
    console.log(`All budgets met (results of ${results.generatedAt}).`);
    return 0;
  }
  console.log(`${missed.length} budget(s) missed or not measured (results of ${results.generatedAt}):`);
  for (const row of missed) console.log(`  - ${row.metric.replace(/`/g, '')}: ${row.value} (budget ${row.budget})`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = check();
