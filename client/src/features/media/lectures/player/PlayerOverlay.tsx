import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PlayerOverlayProps {
  label: string;
  role: 'group' | 'region';
  /** Centre stage (a choice to make), or out of the way at the top (a note while the video plays). */
  placement: 'center' | 'top';
  children: ReactNode;
}

/**
 * A panel over the video, in media-chrome's centred layer: it never hides with the controls (noautohide) and is part
 * of the player in full screen.
 */
export function PlayerOverlay({ label, role, placement, children }: PlayerOverlayProps) {
  return (
    <Stack
      slot="centered-chrome"
      {...{ noautohide: '' }}
      role={role}
      aria-label={label}
      gap={{ base: '1.5', md: '3' }}
      align="center"
      textAlign="center"
      alignSelf="center"
      mt={placement === 'top' ? '3' : undefined}
      // Centred a little high: clear of the control bar, which on a phone is a fifth of the video's height.
      mb={placement === 'top' ? 'auto' : { base: '14', md: '12' }}
      mx="3"
      p={{ base: '2', md: '5' }}
      maxW="md"
      rounded="lg"
      bg="player.scrim"
      color="player.fg"
      lineHeight="normal"
    >
      {children}
    </Stack>
  );
}
