import type { Config } from '../../config';
import type { PasswordSignInPolicy } from '../../shared/password-sign-in';
import { passwordDomainRules } from './sso-providers.service';

/** The domain of an address, lower-cased ('' when there is none). */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export const passwordDisabledMessage = (domain: string, providerName: string) =>
  `Password sign-in is turned off for ${domain} accounts: use "Continue with ${providerName}" instead.`;

/** Refuses passwords for the email domains a provider took over (disablePasswordForDomains). */
export function createPasswordSignInPolicy(config: Config): PasswordSignInPolicy {
  return {
    async refusal(em, email) {
      const domain = emailDomain(email);
      const provider = (await passwordDomainRules(em, config)).find((candidate) =>
        candidate.disablePasswordForDomains.includes(domain),
      );
      return provider ? passwordDisabledMessage(domain, provider.name) : null;
    },
  };
}
