import { z } from 'zod';

const domainList = z.array(
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a domain such as example.com'),
);

/** One entry of OIDC_PROVIDERS: the same fields the admin screen stores (identity/sso/sso-provider.entity.ts). */
export const oidcProviderSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'id: lower-case letters, digits and dashes, at most 40'),
  name: z.string().trim().min(1).max(60),
  issuer: z.url({ protocol: /^https?$/ }),
  clientId: z.string().trim().min(1).max(255),
  clientSecret: z.string().min(1).max(1000),
  allowedDomains: domainList.default([]),
  disablePasswordForDomains: domainList.default([]),
});
export type OidcProviderSettings = z.output<typeof oidcProviderSchema>;

/** OIDC_PROVIDERS: a JSON array of providers, or empty; a malformed value stops the start with the reason. */
export function parseOidcProviders(value: string): readonly OidcProviderSettings[] {
  if (!value) return [];
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error('Invalid configuration:\n  OIDC_PROVIDERS: not JSON (a JSON array of providers is expected)');
  }
  const parsed = z.array(oidcProviderSchema).safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `OIDC_PROVIDERS.${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const ids = parsed.data.map((provider) => provider.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) throw new Error(`Invalid configuration:\n  OIDC_PROVIDERS: the id "${repeated}" is used twice`);
  return Object.freeze(parsed.data);
}
