import { Heading, type HeadingProps } from '@chakra-ui/react';

/** The one h1 of a page. */
export function PageHeading(props: HeadingProps) {
  return <Heading as="h1" textStyle="heading.page" color="brand.fg" textAlign="center" {...props} />;
}
