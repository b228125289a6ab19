import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { signupSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import { PageHeading } from '../../../../components/ui/page-heading';
import { useRequestPasswordResetMutation } from '../mutations/useRequestPasswordResetMutation';

/** The email rule of signup: a reset link can only go to an address an account could have. */
const forgotPasswordSchema = signupSchema.pick({ email: true });

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Text textAlign="center">
      <Link asChild color="fg.info" fontWeight="semibold">
        <RouterLink to="/login">{t('backToLogin')}</RouterLink>
      </Link>
    </Text>
  );
}

/**
 * Forgot password: asks for the email and mails a reset link if an account has it. Whatever the answer, the page
 * then says the same thing, so it tells nobody which emails have an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [requestPasswordReset] = useRequestPasswordResetMutation();
  const [requested, setRequested] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (await requestPasswordReset(email)) setRequested(true);
  });

  if (requested) {
    return (
      <Stack gap="5" mx="auto" w="full" maxW="sm">
        <PageHeading>{t('forgotPassword.sentHeading')}</PageHeading>
        <Text role="status">{t('forgotPassword.sent')}</Text>
        <BackToLogin />
      </Stack>
    );
  }

  return (
    <FormStack onSubmit={onSubmit} labelledBy="forgot-password-heading">
      <PageHeading id="forgot-password-heading">{t('forgotPassword.heading')}</PageHeading>
      <Text>{t('forgotPassword.intro')}</Text>
      <FormField label={t('fields.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder={t('fields.emailPlaceholder')} {...register('email')} />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
        {t('forgotPassword.submit')}
      </Button>
      <BackToLogin />
    </FormStack>
  );
}
