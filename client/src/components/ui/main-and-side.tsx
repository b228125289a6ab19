import { Grid, type GridProps } from '@chakra-ui/react';

/**
 * A main column and a narrower side one (two thirds and one third), stacked on small screens: the lecture screen's
 * layout, which its skeleton takes too so that nothing moves when the screen arrives.
 */
export function MainAndSide(props: GridProps) {
  return <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="8" {...props} />;
}
