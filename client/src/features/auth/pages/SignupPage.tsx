import { Button, Input, Link, Text } from '@chakra-ui/react';
import { messages, type SignupInput, signupSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { PageHeading } from '../../../components/ui/page-heading';
import { AvatarPicker, isSupportedAvatar } from '../../user/components/AvatarPicker';
import { useRegisterMutation } from '../mutations/useRegisterMutation';

/** Signup: avatar (with preview), email, password, full name; on success go to /. */
export function SignupPage() {
  const navigate = useNavigate();
  const [registerAccount] = useRegisterMutation();
  const [avatar, setAvatar] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });

  const onAvatar = (file: File | null) => {
    if (file && !isSupportedAvatar(file)) {
      setAvatar(null);
      resetField('hasAvatar');
      setError('hasAvatar', { type: 'validate', message: messages.unsupportedAvatar });
      return;
    }
    setAvatar(file);
    if (file) {
      setValue('hasAvatar', true);
      clearErrors('hasAvatar');
    } else resetField('hasAvatar');
  };

  const onSubmit = handleSubmit(async ({ fullName, email, password }) => {
    if (!avatar) return;
    if (await registerAccount({ fullName, email, password, avatar })) navigate('/');
  });

  return (
    <FormStack onSubmit={onSubmit} labelledBy="signup-heading">
      <PageHeading id="signup-heading">Registration Page</PageHeading>
      <AvatarPicker file={avatar} onSelect={onAvatar} error={errors.hasAvatar?.message} />
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="Enter your email" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          placeholder="Enter your password"
          {...register('password')}
        />
      </FormField>
      <FormField label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="name" placeholder="Enter your full name" {...register('fullName')} />
      </FormField>
      <Button type="submit" colorPalette="yellow" loading={isSubmitting}>
        Create account
      </Button>
      <Text textAlign="center">
        Already have an account?{' '}
        <Link asChild color="blue.700" fontWeight="semibold">
          <RouterLink to="/login">Login</RouterLink>
        </Link>
      </Text>
    </FormStack>
  );
}
