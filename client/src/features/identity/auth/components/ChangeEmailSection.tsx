import { Button, Heading, Input, Text } from '@chakra-ui/react';
import { loginSchema, signupSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import { errorField } from '../../../../shared/errors';
import { useRequestEmailChangeMutation } from '../mutations/useRequestEmailChangeMutation';

/** Signup's email rule for the new address; the current password as login asks for it. */
const changeEmailSchema = z.object({ newEmail: signupSchema.shape.email, password: loginSchema.shape.password });

/**
 * 'Change email' on the edit-profile page: the new address and the current password. The server mails a link to the
 * new address and the email changes once it is opened (/confirm-email-change); until then the form says which inbox
 * to check. A refused field shows the server's message under it (a notice says it too).
 */
export function ChangeEmailSection({ currentEmail }: { currentEmail?: string }) {
  const { t } = useTranslation('auth');
  const [requestEmailChange] = useRequestEmailChangeMutation();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: '', password: '' } });

  const onSubmit = handleSubmit(async (input) => {
    setSent(null);
    const outcome = await requestEmailChange(input);
    if (outcome.ok) {
      reset();
      setSent(outcome.value);
      return;
    }
    // The server names the field it refused: the password, or the address (taken, or the current one).
    const field = errorField(outcome.error);
    if (field === 'password' || field === 'newEmail') setError(field, { message: outcome.message });
  });

  return (
    <FormStack onSubmit={onSubmit} labelledBy="change-email-heading" mt="10">
      <Heading as="h2" id="change-email-heading" size="xl" textAlign="center">
        {t('emailChange.heading')}
      </Heading>
      {currentEmail ? <Text color="fg.muted">{t('emailChange.current', { email: currentEmail })}</Text> : null}
      <FormField label={t('emailChange.newEmail')} error={errors.newEmail?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('emailChange.newEmailPlaceholder')}
          {...register('newEmail')}
        />
      </FormField>
      <FormField label={t('fields.currentPassword')} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
        {t('emailChange.submit')}
      </Button>
      <Text role="status" aria-live="polite">
        {sent}
      </Text>
    </FormStack>
  );
}
