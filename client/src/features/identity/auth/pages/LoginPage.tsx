import { Button, Flex, Input, Link, Text } from '@chakra-ui/react';
import { type LoginInput, loginSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuKeyRound } from 'react-icons/lu';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { returnTo } from '../../../../app/returnTo';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import { PageHeading } from '../../../../components/ui/page-heading';
import { OrDivider } from '../components/OrDivider';
import { SignInSkeleton } from '../components/SignInSkeleton';
import { SsoButtons } from '../components/SsoButtons';
import { SecondFactorStep } from '../mfa/SecondFactorStep';
import { usePasskeySignIn } from '../mfa/useSignInMutations';
import { useSsoSecondFactor } from '../mfa/useSsoSecondFactor';
import { passkeysSupported } from '../mfa/webauthn';
import { type SecondFactorNeeded, useLoginMutation } from '../mutations/useLoginMutation';

/**
 * Login: email and password, or a passkey (the button, or the browser's passkey suggestions in the email field); an
 * account with a second factor then asks for it. On success back to the page the guard sent the visitor from (or a
 * same-site ?next= path), else to /. Other sign-in buttons (single sign-on) go beside the passkey button. A provider
 * sign-in of an account with a second factor lands here too (`?sso=second_factor`): the same second step, then
 * /courses as after any provider sign-in.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [login] = useLoginMutation();
  const signInWithPasskey = usePasskeySignIn();
  const [secondFactor, setSecondFactor] = useState<SecondFactorNeeded | null>(null);
  const sso = useSsoSecondFactor();
  const challenge = secondFactor ?? sso.challenge;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' } satisfies LoginInput,
  });

  const done = () => {
    const { path, state } = returnTo(location);
    navigate(path, { replace: true, state });
  };

  const doneRef = useRef(done);
  doneRef.current = done;
  // Conditional UI: the browser lists the visitor's passkeys among the email field's suggestions.
  useEffect(() => {
    if (challenge || sso.loading) return;
    let active = true;
    // Read through a function: the page may have moved on while the browser waited for a passkey.
    const stillHere = () => active;
    void browserSupportsWebAuthnAutofill().then(async (supported) => {
      if (supported && stillHere() && (await signInWithPasskey(true)) && stillHere()) doneRef.current();
    });
    return () => {
      active = false;
    };
  }, [challenge, sso.loading, signInWithPasskey]);

  const onSubmit = handleSubmit(async (values) => {
    const result = await login(values);
    if (result === 'done') done();
    else if (result) setSecondFactor(result);
  });

  if (sso.loading) {
    return <SignInSkeleton />;
  }
  if (challenge) {
    const fromProvider = !secondFactor;
    return (
      <SecondFactorStep
        challenge={challenge}
        onDone={fromProvider ? () => navigate('/courses', { replace: true }) : done}
        onRestart={fromProvider ? () => navigate('/login', { replace: true }) : () => setSecondFactor(null)}
      />
    );
  }
  if (sso.expired) return <Navigate to="/login?sso_error=expired" replace />;

  return (
    <FormStack onSubmit={onSubmit} labelledBy="login-heading">
      <PageHeading id="login-heading">{t('login.heading')}</PageHeading>
      <SsoButtons />
      <FormField label={t('fields.email')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="username webauthn"
          placeholder={t('fields.emailPlaceholder')}
          {...register('email')}
        />
      </FormField>
      <FormField label={t('fields.password')} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          placeholder={t('fields.passwordPlaceholder')}
          {...register('password')}
        />
      </FormField>
      <Link asChild alignSelf="flex-end" color="fg.info" fontSize="sm">
        <RouterLink to="/forgot-password">{t('login.forgotPassword')}</RouterLink>
      </Link>
      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
        {t('login.submit')}
      </Button>
      {passkeysSupported() ? (
        <>
          <OrDivider />
          {/* Other sign-in methods (single sign-on) go in this group, as outline buttons like this one. */}
          <Flex direction="column" gap="2" data-testid="sign-in-methods">
            <Button
              type="button"
              variant="outline"
              onClick={async () => {
                if (await signInWithPasskey()) done();
              }}
            >
              <LuKeyRound aria-hidden /> {t('login.withPasskey')}
            </Button>
          </Flex>
        </>
      ) : null}
      <Text textAlign="center">
        {t('login.noAccount')}{' '}
        <Link asChild color="fg.info" fontWeight="semibold">
          <RouterLink to={{ pathname: '/signup', search: location.search }} state={location.state}>
            {t('login.signup')}
          </RouterLink>
        </Link>
      </Text>
    </FormStack>
  );
}
