import { Heading, type HeadingProps } from '@chakra-ui/react';

/** The one h1 of a page. */
export function PageHeading(props: HeadingProps) {
  return <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg" textAlign="center" {...props} />;
}
