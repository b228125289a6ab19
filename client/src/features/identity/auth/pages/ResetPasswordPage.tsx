import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { changePasswordSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormStack } from '../../../../components/ui/form-stack';
import { PageHeading } from '../../../../components/ui/page-heading';
import { errorCode, errorField } from '../../../../shared/errors';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useResetPasswordMutation } from '../mutations/useResetPasswordMutation';
import { confirmPasswordField, passwordsMatch, passwordsMatchCheck } from '../passwordConfirmation';

/** The change-password rule for the new password; the mailed token stands in for the current one. */
const resetPasswordFormSchema = changePasswordSchema
  .pick({ newPassword: true })
  .extend(confirmPasswordField)
  .refine(passwordsMatch, passwordsMatchCheck);

/** The link was used, expired or incomplete: say so, and offer a new one. */
function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="5" mx="auto" w="full" maxW="sm">
      <PageHeading>{t('resetPassword.heading')}</PageHeading>
      <Text role="alert">{message}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/forgot-password">{t('resetPassword.requestNewLink')}</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * Reset password, opened from the mailed link (?token=…): a new password twice, under the shared password rule.
 * Success ends every session of the account, so it goes to /login. A used or expired link is said in place of the
 * form, with a way to ask for a new one; a password the server refuses is shown under its field.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [resetPassword] = useResetPasswordMutation();
  // The server's refusal of the link; a link without a token is said in the reader's language, even after a switch.
  const [refusedLink, setRefusedLink] = useState<string | null>(null);
  const invalidLink = token ? refusedLink : t('resetPassword.linkMissing');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    const outcome = await resetPassword({ token, newPassword });
    if (outcome.ok) {
      navigate('/login', { replace: true });
      return;
    }
    if (errorCode(outcome.error) !== 'BAD_USER_INPUT') return;
    if (errorField(outcome.error) === 'newPassword') setError('newPassword', { message: outcome.message });
    else setRefusedLink(outcome.message);
  });

  if (invalidLink) return <InvalidLink message={invalidLink} />;

  return (
    <FormStack onSubmit={onSubmit} labelledBy="reset-password-heading">
      <PageHeading id="reset-password-heading">{t('resetPassword.heading')}</PageHeading>
      <NewPasswordFields register={register} errors={errors} />
      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
        {t('resetPassword.submit')}
      </Button>
      <Text textAlign="center">
        <Link asChild color="fg.info" fontWeight="semibold">
          <RouterLink to="/login">{t('backToLogin')}</RouterLink>
        </Link>
      </Text>
    </FormStack>
  );
}
