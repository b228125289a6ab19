import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { signupSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { PageHeading } from '../../../components/ui/page-heading';
import { accountTexts } from '../accountTexts';
import { useRequestPasswordResetMutation } from '../mutations/useRequestPasswordResetMutation';

/** The email rule of signup: a reset link can only go to an address an account could have. */
const forgotPasswordSchema = signupSchema.pick({ email: true });

const BackToLogin = () => (
  <Text textAlign="center">
    <Link asChild color="fg.info" fontWeight="semibold">
      <RouterLink to="/login">Back to login</RouterLink>
    </Link>
  </Text>
);

/**
 * Forgot password: asks for the email and mails a reset link if an account has it. Whatever the answer, the page
 * then says the same thing, so it tells nobody which emails have an account.
 */
export function ForgotPasswordPage() {
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
        <PageHeading>Check your email</PageHeading>
        <Text role="status">{accountTexts.resetRequested}</Text>
        <BackToLogin />
      </Stack>
    );
  }

  return (
    <FormStack onSubmit={onSubmit} labelledBy="forgot-password-heading">
      <PageHeading id="forgot-password-heading">Forgot password</PageHeading>
      <Text>Enter the email of your account and we will send you a link to set a new password.</Text>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="Enter your email" {...register('email')} />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
        Send reset link
      </Button>
      <BackToLogin />
    </FormStack>
  );
}
