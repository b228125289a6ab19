import { Box, type BoxProps } from '@chakra-ui/react';

interface ProgressBarProps extends Omit<BoxProps, 'children'> {
  /** 0–100. */
  value: number;
  /** The bar's accessible name (what it measures, and how far). */
  label: string;
  size?: 'xs' | 'sm';
}

/**
 * A read-only progress bar (role progressbar, its value announced). Chakra's Progress is Ark's state machine, with
 * its prop normalising and splitting, about 9 kB gzip: too much for the course cards of / and /courses, which only
 * draw a value that never animates. Uploads, which update many times a second, keep Chakra's.
 */
export function ProgressBar({ value, label, size = 'sm', ...rootProps }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      h={size === 'xs' ? '1.5' : '2'}
      w="full"
      bg="bg.emphasized"
      rounded="full"
      overflow="hidden"
      {...rootProps}
    >
      <Box h="full" w={`${percent}%`} bg="green.solid" rounded="full" />
    </Box>
  );
}
