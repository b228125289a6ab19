import { Button, Input } from '@chakra-ui/react';
import { changePasswordSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { PageHeading } from '../../../components/ui/page-heading';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useChangePasswordMutation } from '../mutations/useChangePasswordMutation';
import { confirmPasswordField, passwordsMatch, passwordsMatchCheck } from '../passwordConfirmation';

/** The shared rules plus the client-only confirmation field. */
export const changePasswordFormSchema = changePasswordSchema
  .extend(confirmPasswordField)
  .refine(passwordsMatch, passwordsMatchCheck);

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
      <NewPasswordFields register={register} errors={errors} />
      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
        Change password
      </Button>
    </FormStack>
  );
}
