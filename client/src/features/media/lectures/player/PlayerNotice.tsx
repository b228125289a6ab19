import { Button, Center, HStack, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';

const frame = { w: 'full', bg: 'player.bg', rounded: 'lg', aspectRatio: 16 / 9 } as const;

/** The video's place while access is being checked. */
export function PlayerChecking({ label }: { label: string }) {
  return (
    <Center {...frame} role="status">
      <Spinner color="player.fg" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

interface PlayerAlertProps {
  message: string;
  action: string;
  busy?: boolean;
  onAction: () => void;
}

/** The video's place when it cannot play (it failed, or the account plays elsewhere): why, and what to do. */
export function PlayerAlert({ message, action, busy = false, onAction }: PlayerAlertProps) {
  return (
    <Stack {...frame} role="alert" align="center" justify="center" gap="3" p="4" color="player.fg" textAlign="center">
      <Text fontSize="lg">{message}</Text>
      <Button colorPalette="brand" loading={busy} onClick={onAction}>
        {action}
      </Button>
    </Stack>
  );
}

/** Under a loaded video: the account's playback went elsewhere (or is over its limit), and how to play here. */
export function PlayerBanner({ message, action, busy, onAction }: Required<PlayerAlertProps>) {
  return (
    <HStack role="alert" gap="3" wrap="wrap" p="3" rounded="md" bg="bg.warning" color="fg.warning">
      <Text>{message}</Text>
      <Button size="sm" colorPalette="brand" loading={busy} onClick={onAction}>
        {action}
      </Button>
    </HStack>
  );
}
