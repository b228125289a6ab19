/**
 * The journeys' servers: `E2E_SERVERS` of them on consecutive ports from `E2E_PORT`, one per Playwright worker
 * (playwright.config.ts), each with its own data dir and database (e2e/serve.mjs).
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);
export const SERVERS = Number(process.env.E2E_SERVERS ?? 2);
