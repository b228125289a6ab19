import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Centered spinner for route loads and session checks; announced politely to screen readers. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.fg" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
