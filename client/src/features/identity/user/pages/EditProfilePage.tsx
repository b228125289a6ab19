import { Button, Input, Stack } from '@chakra-ui/react';
import { profileSchema } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AvatarPicker } from '../../../../components/AvatarPicker';
import { useAvatarForm } from '../../../../components/hooks/useAvatarForm';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import { PageHeading } from '../../../../components/ui/page-heading';
import { ChangeEmailSection } from '../../auth/components/ChangeEmailSection';
import { useSession } from '../../auth/session/SessionProvider';
import { useUpdateProfileMutation } from '../mutations/useUpdateProfileMutation';

/**
 * Edit profile: new avatar (with preview) and full name, afterwards back to the profile; below it, 'Change email' (a
 * form of its own: the change takes effect from the link mailed to the new address).
 */
export function EditProfilePage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const session = useSession();
  const [updateProfile] = useUpdateProfileMutation();
  const { register, handleSubmit, errors, isSubmitting, avatar, onAvatar } = useAvatarForm(profileSchema, {
    fullName: session.data?.fullName ?? '',
  });

  const onSubmit = handleSubmit(async ({ fullName }) => {
    if (!avatar) return;
    if (await updateProfile(fullName, avatar)) navigate('/user/profile');
  });

  return (
    <Stack gap="0" w="full">
      <FormStack onSubmit={onSubmit} labelledBy="edit-heading">
        <PageHeading id="edit-heading">{t('editProfile.heading')}</PageHeading>
        <AvatarPicker
          label={t('editProfile.newAvatar')}
          file={avatar}
          onSelect={onAvatar}
          currentUrl={session.data?.avatarUrl}
          name={session.data?.fullName}
          error={errors.hasAvatar?.message}
        />
        <FormField label={t('editProfile.fullName')} error={errors.fullName?.message}>
          <Input autoComplete="name" placeholder={t('editProfile.fullNamePlaceholder')} {...register('fullName')} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={isSubmitting}>
          {t('editProfile.submit')}
        </Button>
      </FormStack>
      <ChangeEmailSection currentEmail={session.data?.email} />
    </Stack>
  );
}
