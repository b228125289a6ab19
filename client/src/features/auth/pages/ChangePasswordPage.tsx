import { Button, Input } from '@chakra-ui/react';
import { changePasswordSchema, messages } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { passwordsDoNotMatch } from '../../../app/notices';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { PageHeading } from '../../../components/ui/page-heading';
import { useChangePasswordMutation } from '../mutations/useChangePasswordMutation';

/** The shared rules plus the client-only confirmation field. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string(messages.fillAllDetails).min(1, messages.fillAllDetails) })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: (payload) =>
      typeof (payload.value as { newPassword?: unknown })?.newPassword === 'string' &&
      Boolean((payload.value as { confirmPassword?: unknown })?.confirmPassword),
  });

/** Change password: current, new, confirm. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const [changePassword] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    if (await changePassword({ currentPassword, newPassword })) navigate('/user/profile');
  });

  return (
    <FormStack onSubmit={onSubmit} labelledBy="password-heading">
      <PageHeading id="password-heading">Change Password</PageHeading>
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField label="New password" error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" colorPalette="yellow" loading={isSubmitting}>
        Change password
      </Button>
    </FormStack>
  );
}
