import { useQuery } from '@apollo/client/react';
import { Alert, Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import { PageHeading } from '../../../../components/ui/page-heading';
import { graphql } from '../../../../gql';
import { SignInSkeleton } from '../components/SignInSkeleton';
import { useCompleteSsoLinkMutation } from '../mutations/useCompleteSsoLinkMutation';

export const SsoPendingLinkQuery = graphql(`
  query SsoPendingLinkQuery {
    ssoPendingLink {
      providerId
      providerName
      email
    }
  }
`);

/**
 * /login/sso-link: a provider sign-in came back with the email of an existing account. Nothing is linked silently: the
 * account's password, given once here, links the provider and signs in (the server keeps the pending identity in a
 * short-lived cookie; without it this page says the sign-in expired).
 */
export function SsoLinkPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { data, loading } = useQuery(SsoPendingLinkQuery, { fetchPolicy: 'network-only' });
  const [completeLink, { loading: linking }] = useCompleteSsoLinkMutation();
  const [password, setPassword] = useState('');
  const pending = data?.ssoPendingLink;

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password && (await completeLink(password))) navigate('/courses', { replace: true });
  };

  if (loading && !data) {
    return <SignInSkeleton />;
  }
  if (!pending) {
    return (
      <Stack gap="5" mx="auto" w="full" maxW="sm">
        <PageHeading>{t('sso.linkHeading')}</PageHeading>
        <Text>{t('sso.linkExpired')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/login">{t('backToLogin')}</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <FormStack onSubmit={onSubmit} labelledBy="sso-link-heading">
      <PageHeading id="sso-link-heading">{t('sso.linkHeading')}</PageHeading>
      <Alert.Root recipe={alertSlotRecipe} status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Title>{t('sso.linkIntro', { provider: pending.providerName, email: pending.email })}</Alert.Title>
      </Alert.Root>
      <FormField label={t('fields.password')}>
        <Input
          type="password"
          autoComplete="current-password"
          placeholder={t('fields.passwordPlaceholder')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <Text color="fg.muted" fontSize="sm">
        {t('sso.linkNote', { provider: pending.providerName })}
      </Text>
      <Button type="submit" colorPalette="brand" loading={linking} disabled={!password}>
        {t('sso.linkButton', { provider: pending.providerName })}
      </Button>
      <Link asChild alignSelf="center" color="fg.info" fontSize="sm">
        <RouterLink to="/forgot-password">{t('login.forgotPassword')}</RouterLink>
      </Link>
    </FormStack>
  );
}
