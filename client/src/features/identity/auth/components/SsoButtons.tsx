import { useQuery } from '@apollo/client/react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { FiKey } from 'react-icons/fi';
import { useSearchParams } from 'react-router';
import { graphql } from '../../../../gql';
import { ssoErrorText } from '../ssoErrors';
import { OrDivider } from './OrDivider';

export const SsoProvidersQuery = graphql(`
  query SsoProvidersQuery {
    ssoProviders {
      id
      name
    }
  }
`);

/** The server's sign-in route for a provider: a page navigation, answered with a redirect to the provider. */
const ssoStartUrl = (id: string) => `/auth/sso/${encodeURIComponent(id)}/start`;

/**
 * "Continue with <provider>" for each single sign-on provider, above the login and signup forms, with an "or" rule
 * before the password form; the reason a provider sign-in came back refused (`?sso_error=`) is shown above them.
 * Renders nothing while there are no providers and no error.
 */
export function SsoButtons() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { data } = useQuery(SsoProvidersQuery);
  const providers = data?.ssoProviders ?? [];
  const error = ssoErrorText(t, params.get('sso_error'));
  if (providers.length === 0 && !error) return null;
  return (
    <Stack gap="3">
      {error ? (
        <Alert.Root recipe={alertSlotRecipe} status="error" variant="subtle">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      {providers.map((provider) => (
        <Button key={provider.id} asChild variant="outline" size="lg" w="full" fontWeight="semibold" bg="bg">
          <a href={ssoStartUrl(provider.id)}>
            <FiKey aria-hidden />
            {t('sso.continueWith', { name: provider.name })}
          </a>
        </Button>
      ))}
      {providers.length > 0 ? <OrDivider /> : null}
    </Stack>
  );
}
