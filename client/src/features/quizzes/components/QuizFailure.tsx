import { Alert } from '@chakra-ui/react';

/** Why starting or submitting an attempt failed, announced; nothing when it did not. */
export function QuizFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
