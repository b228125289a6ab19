import { Alert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';

/** Why starting or submitting an attempt failed, announced; nothing when it did not. */
export function QuizFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root recipe={alertSlotRecipe} status="warning" role="alert">
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
