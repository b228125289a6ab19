import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { changePasswordSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import { PageHeading } from '../../../../components/ui/page-heading';
import { graphql } from '../../../../gql';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useChangePasswordMutation } from '../mutations/useChangePasswordMutation';
import { confirmPasswordField, passwordsMatch, passwordsMatchCheck } from '../passwordConfirmation';

/** The shared rules plus the client-only confirmation field. */
export const changePasswordFormSchema = changePasswordSchema
  .extend(confirmPasswordField)
  .refine(passwordsMatch, passwordsMatchCheck);

export const PasswordChangeSsoLinksQuery = graphql(`
  query PasswordChangeSsoLinksQuery {
    me {
      id
      ssoLinks {
        providerId
        providerName
      }
    }
  }
`);

/**
 * Change password: current, new, confirm. The change disconnects the account's single sign-on providers (whoever knew
 * the old password may have connected one) unless the owner ticks to keep them.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [changePassword] = useChangePasswordMutation();
  const { data } = useQuery(PasswordChangeSsoLinksQuery);
  const providers = (data?.me?.ssoLinks ?? []).map((link) => link.providerName);
  const [keepSsoLinks, setKeepSsoLinks] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    if (await changePassword({ currentPassword, newPassword, keepSsoLinks })) navigate('/user/profile');
  });

  return (
    <FormStack onSubmit={onSubmit} labelledBy="password-heading">
      <PageHeading id="password-heading">{t('changePassword.heading')}</PageHeading>
      <FormField label={t('fields.currentPassword')} error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <NewPasswordFields register={register} errors={errors} />
      {providers.length > 0 ? (
        <Stack gap="1">
          <Checkbox.Root
            recipe={checkboxSlotRecipe}
            checked={keepSsoLinks}
            onCheckedChange={(change) => setKeepSsoLinks(change.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('changePassword.keepSsoLinks', { providers: providers.join(', ') })}</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm" color="fg.muted">
            {t('changePassword.keepSsoLinksHint')}
          </Text>
        </Stack>
      ) : null}
      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
        {t('changePassword.submit')}
      </Button>
    </FormStack>
  );
}
