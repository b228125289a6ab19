import { Button, Input, Link, Text } from '@chakra-ui/react';
import { signupSchema } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { returnTo } from '../../../../app/returnTo';
import { AvatarPicker } from '../../../../components/AvatarPicker';
import { useAvatarForm } from '../../../../components/hooks/useAvatarForm';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import { PageHeading } from '../../../../components/ui/page-heading';
import { SsoButtons } from '../components/SsoButtons';
import { useRegisterMutation } from '../mutations/useRegisterMutation';

/**
 * Signup: avatar (with preview), email, password, full name; on success go to / (or, when the login page sent the
 * visitor here on the way to a guarded page, to that page). The login link passes that destination on.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [registerAccount] = useRegisterMutation();
  const { register, handleSubmit, errors, isSubmitting, avatar, onAvatar } = useAvatarForm(signupSchema, {
    fullName: '',
    email: '',
    password: '',
  });

  const onSubmit = handleSubmit(async ({ fullName, email, password }) => {
    if (!avatar) return;
    if (!(await registerAccount({ fullName, email, password, avatar }))) return;
    const { path, state } = returnTo(location);
    navigate(path, { replace: true, state });
  });

  return (
    <FormStack onSubmit={onSubmit} labelledBy="signup-heading">
      <PageHeading id="signup-heading">{t('signup.heading')}</PageHeading>
      <SsoButtons />
      <AvatarPicker file={avatar} onSelect={onAvatar} error={errors.hasAvatar?.message} />
      <FormField label={t('fields.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder={t('fields.emailPlaceholder')} {...register('email')} />
      </FormField>
      <FormField label={t('fields.password')} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          placeholder={t('fields.passwordPlaceholder')}
          {...register('password')}
        />
      </FormField>
      <FormField label={t('fields.fullName')} error={errors.fullName?.message}>
        <Input autoComplete="name" placeholder={t('fields.fullNamePlaceholder')} {...register('fullName')} />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
        {t('signup.submit')}
      </Button>
      <Text textAlign="center">
        {t('signup.haveAccount')}{' '}
        <Link asChild color="fg.info" fontWeight="semibold">
          <RouterLink to={{ pathname: '/login', search: location.search }} state={location.state}>
            {t('signup.login')}
          </RouterLink>
        </Link>
      </Text>
    </FormStack>
  );
}
