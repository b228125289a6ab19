import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';

interface CourseInstructorProps {
  name: string;
  bio: string | null;
  avatarUrl: string | null;
}

/** The course page's instructor: photo (or initials), name and bio. */
export function CourseInstructor({ name, bio, avatarUrl }: CourseInstructorProps) {
  return (
    <Stack gap="3">
      <HStack gap="4">
        <Avatar.Root recipe={avatarSlotRecipe} size="2xl" colorPalette="brand">
          <Avatar.Fallback name={name} />
          {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" /> : null}
        </Avatar.Root>
        <Text fontWeight="semibold" fontSize="lg">
          {name}
        </Text>
      </HStack>
      {bio ? (
        <Text whiteSpace="pre-line" color="fg.muted">
          {bio}
        </Text>
      ) : null}
    </Stack>
  );
}
