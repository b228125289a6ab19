import { Button, Input, Link, Text } from '@chakra-ui/react';
import { type LoginInput, loginSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { returnTo } from '../../../app/returnTo';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { PageHeading } from '../../../components/ui/page-heading';
import { SsoButtons } from '../components/SsoButtons';
import { useLoginMutation } from '../mutations/useLoginMutation';

/**
 * Login: email and password; on success back to the page the guard sent the visitor from (or a same-site ?next=
 * path), else to /. The signup link passes that destination on; 'Forgot password?' leads to the reset request.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [login] = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' } satisfies LoginInput,
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!(await login(values))) return;
    const { path, state } = returnTo(location);
    navigate(path, { replace: true, state });
  });

  return (
    <FormStack onSubmit={onSubmit} labelledBy="login-heading">
      <PageHeading id="login-heading">Login Page</PageHeading>
      <SsoButtons />
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="Enter your email" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          {...register('password')}
        />
      </FormField>
      <Link asChild alignSelf="flex-end" color="blue.700" fontSize="sm">
        <RouterLink to="/forgot-password">Forgot password?</RouterLink>
      </Link>
      <Button type="submit" colorPalette="yellow" loading={isSubmitting}>
        Login
      </Button>
      <Text textAlign="center">
        Don&apos;t have an account?{' '}
        <Link asChild color="blue.700" fontWeight="semibold">
          <RouterLink to={{ pathname: '/signup', search: location.search }} state={location.state}>
            Signup
          </RouterLink>
        </Link>
      </Text>
    </FormStack>
  );
}
