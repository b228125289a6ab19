import { type OidcProviderSettings, oidcProviderSchema } from '../../config/oidc-providers';
import { badInput, DomainError, notFound } from '../../shared/errors';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { openSecret, sealSecret } from '../../shared/secret-box';
import { parseInput } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import { SsoLink, SsoProvider } from './sso.entity';

/** A provider as the sign-in uses it: from OIDC_PROVIDERS or the admin screen, with its secret in the clear. */
export interface ResolvedProvider extends OidcProviderSettings {
  source: 'ENVIRONMENT' | 'ADMIN';
}

/** What the admin screen shows of a provider: everything but the secret. */
export type ProviderConfig = Omit<ResolvedProvider, 'clientSecret'> & { createdAt: Date | null };

export interface ProviderInput {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  allowedDomains: string[];
  disablePasswordForDomains: string[];
}
/** An update keeps the id; an empty or missing secret keeps the stored one. */
export type ProviderUpdate = Omit<ProviderInput, 'id' | 'clientSecret'> & { clientSecret?: string | null };

/** What the client secrets of providers added on the admin screen are sealed for (shared/secret-box.ts). */
const SEALED_FOR = 'sso-client-secrets';

const fromEnvironment = (settings: OidcProviderSettings): ResolvedProvider => ({ ...settings, source: 'ENVIRONMENT' });

const fromRow = (appSecret: string, row: SsoProvider): ResolvedProvider => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  clientId: row.clientId,
  clientSecret: openSecret(appSecret, SEALED_FOR, row.clientSecretEncrypted),
  allowedDomains: row.allowedDomains,
  disablePasswordForDomains: row.disablePasswordForDomains,
  source: 'ADMIN',
});

/** Every provider: those of OIDC_PROVIDERS first (in their order), then the admin's, by name. */
export async function allProviders(em: Em, config: RequestScope['deps']['config']): Promise<ResolvedProvider[]> {
  const rows = await em.find(SsoProvider, {}, { orderBy: { name: 'asc' } });
  return [...config.oidcProviders.map(fromEnvironment), ...rows.map((row) => fromRow(config.appSecret, row))];
}

/** Each provider's name and password-off domains, without opening any secret (asked at every password login). */
export async function passwordDomainRules(em: Em, config: RequestScope['deps']['config']) {
  const rows = await em.find(
    SsoProvider,
    {},
    { fields: ['name', 'disablePasswordForDomains'], orderBy: { name: 'asc' } },
  );
  return [...config.oidcProviders, ...rows].map(({ name, disablePasswordForDomains }) => ({
    name,
    disablePasswordForDomains,
  }));
}

export async function findProvider({ em, deps }: RequestScope, id: string): Promise<ResolvedProvider | null> {
  const configured = deps.config.oidcProviders.find((provider) => provider.id === id);
  if (configured) return fromEnvironment(configured);
  const row = await em.findOne(SsoProvider, { id });
  return row ? fromRow(deps.config.appSecret, row) : null;
}

/** Public: what the sign-in buttons need, and nothing more. */
export async function publicProviders({ em, deps }: RequestScope) {
  return (await allProviders(em, deps.config)).map(({ id, name }) => ({ id, name }));
}

export async function providerConfigs({ em, deps, viewer }: RequestScope): Promise<ProviderConfig[]> {
  requireRole(viewer, 'ADMIN');
  const rows = new Map((await em.find(SsoProvider, {})).map((row) => [row.id, row.createdAt]));
  return (await allProviders(em, deps.config)).map(({ clientSecret: _secret, ...provider }) => ({
    ...provider,
    createdAt: rows.get(provider.id) ?? null,
  }));
}

/** Checks an admin's provider like OIDC_PROVIDERS is checked; a production server talks to https issuers only. */
function validProvider(scope: RequestScope, input: ProviderInput): OidcProviderSettings {
  const settings = parseInput(oidcProviderSchema, input);
  if (scope.deps.config.production && !settings.issuer.startsWith('https://')) {
    throw badInput('The issuer must be an https:// URL', 'issuer');
  }
  return settings;
}

const configConfigured = () =>
  new DomainError('BAD_USER_INPUT', 'This provider is set in OIDC_PROVIDERS: change it in the server configuration');

export async function createProvider(scope: RequestScope, input: ProviderInput): Promise<ProviderConfig> {
  requireRole(scope.viewer, 'ADMIN');
  const settings = validProvider(scope, input);
  const { em, deps } = scope;
  if ((await findProvider(scope, settings.id)) !== null) {
    throw new DomainError('CONFLICT', 'A provider with this id already exists', { field: 'id' });
  }
  const { clientSecret, ...rest } = settings;
  const row = em.create(SsoProvider, {
    ...rest,
    clientSecretEncrypted: sealSecret(deps.config.appSecret, SEALED_FOR, clientSecret),
  });
  await em.flush();
  return { ...rest, source: 'ADMIN', createdAt: row.createdAt };
}

export async function updateProvider(scope: RequestScope, id: string, input: ProviderUpdate): Promise<ProviderConfig> {
  requireRole(scope.viewer, 'ADMIN');
  const { em, deps } = scope;
  if (deps.config.oidcProviders.some((provider) => provider.id === id)) throw configConfigured();
  const row = await em.findOne(SsoProvider, { id });
  if (!row) throw notFound('Provider');
  const keptSecret = openSecret(deps.config.appSecret, SEALED_FOR, row.clientSecretEncrypted);
  const { clientSecret, ...rest } = validProvider(scope, {
    ...input,
    id,
    clientSecret: input.clientSecret || keptSecret,
  });
  em.assign(row, { ...rest, clientSecretEncrypted: sealSecret(deps.config.appSecret, SEALED_FOR, clientSecret) });
  await em.flush();
  return { ...rest, source: 'ADMIN', createdAt: row.createdAt };
}

/** Removes the provider and every account's link to it: re-adding the id later starts from no links. */
export async function deleteProvider(scope: RequestScope, id: string): Promise<string> {
  requireRole(scope.viewer, 'ADMIN');
  const { em, deps } = scope;
  if (deps.config.oidcProviders.some((provider) => provider.id === id)) throw configConfigured();
  const row = await em.findOne(SsoProvider, { id });
  if (!row) throw notFound('Provider');
  await em.transactional(async (tx) => {
    await tx.nativeDelete(SsoLink, { providerId: id });
    await tx.nativeDelete(SsoProvider, { id });
  });
  return id;
}
