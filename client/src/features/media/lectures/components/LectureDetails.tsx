import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface LectureDetailsProps {
  title: string;
  description: string;
  /** Whether the viewer completed it; null when their progress does not count here (no mark-complete button). */
  completed: boolean | null;
  saving: boolean;
  onToggleCompleted: () => void;
}

/** Under the player: the lecture's title, its description, and marking it complete by hand. */
export function LectureDetails({ title, description, completed, saving, onToggleCompleted }: LectureDetailsProps) {
  const { t } = useTranslation('player');
  return (
    <Stack gap="1">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {completed !== null ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette={completed ? 'gray' : 'green'}
            loading={saving}
            onClick={onToggleCompleted}
          >
            {completed ? t('details.markNotComplete') : t('details.markComplete')}
          </Button>
        ) : null}
      </Flex>
      {/* An author's text keeps its own direction (an English description on an Urdu page ends with its full stop). */}
      <Text whiteSpace="pre-line" color="fg" dir="auto">
        {description}
      </Text>
    </Stack>
  );
}
