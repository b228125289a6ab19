import { Input } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';

interface NewPassword {
  newPassword: string;
  confirmPassword: string;
}

/**
 * The new password and its confirmation, for a form whose schema has the shared `newPassword` rule and the client's
 * confirmation (passwordConfirmation.ts): changing the password, and resetting it from a mailed link.
 */
export function NewPasswordFields({
  register,
  errors,
}: {
  register: UseFormRegister<NewPassword>;
  errors: FieldErrors<NewPassword>;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField label={t('fields.newPassword')} error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label={t('fields.confirmNewPassword')} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
    </>
  );
}
