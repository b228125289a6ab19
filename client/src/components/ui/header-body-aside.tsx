import { Grid, type GridProps } from '@chakra-ui/react';

interface HeaderBodyAsideProps extends GridProps {
  /** The breakpoint from which the aside stands beside the header and body rather than between them. */
  from: 'md' | 'lg';
}

/**
 * A detail page's layout (a course's, a path's): its header, then its body, with a 20rem aside (the offer, the
 * learner's progress) beside both. On small screens the aside comes between them, so it is seen before the body.
 * Children place themselves with `gridArea` 'header', 'body' and 'aside'.
 */
export function HeaderBodyAside({ from, ...props }: HeaderBodyAsideProps) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', [from]: 'minmax(0, 1fr) 20rem' }}
      templateAreas={{ base: '"header" "aside" "body"', [from]: '"header aside" "body aside"' }}
      columnGap="10"
      alignItems="start"
      {...props}
    />
  );
}
