import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

interface SeekItemButtonProps extends HTMLChakraProps<'button'> {
  /** The item is the one on screen (the slide shown, the line being said): marked, and `aria-current`. */
  current: boolean;
  /** Where the focus ring stands: outside a card, inside a row that runs to the list's edges. */
  focusOffset: string;
}

/** An item of a list beside the video that plays it from the item's moment (a slide, a transcript line). */
export function SeekItemButton({ current, focusOffset, ...button }: SeekItemButtonProps) {
  return (
    <chakra.button
      type="button"
      textAlign="start"
      borderColor={current ? 'brand.border' : 'transparent'}
      bg={current ? 'brand.subtle' : undefined}
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.border', outlineOffset: focusOffset }}
      aria-current={current ? 'true' : undefined}
      {...button}
    />
  );
}
