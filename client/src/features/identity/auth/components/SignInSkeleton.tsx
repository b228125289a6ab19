import { Skeleton, Stack } from '@chakra-ui/react';

/**
 * A sign-in form's shape (heading, a field, the button) while the page learns which step to show: the provider's
 * answer on the login page, the pending link on the SSO link page.
 */
export function SignInSkeleton() {
  return (
    <Stack gap="5" mx="auto" w="full" maxW="sm" aria-busy="true">
      <Skeleton h="9" />
      <Skeleton h="16" />
      <Skeleton h="10" />
    </Stack>
  );
}
