import { Flex, HStack, Link, Text } from '@chakra-ui/react';
import { BsFacebook, BsInstagram, BsLinkedin, BsTwitter } from 'react-icons/bs';

// Destinations are not given by the spec; '#' keeps the links in place until they are.
const socials = [
  { label: 'Facebook', href: '#', icon: BsFacebook },
  { label: 'Instagram', href: '#', icon: BsInstagram },
  { label: 'LinkedIn', href: '#', icon: BsLinkedin },
  { label: 'Twitter', href: '#', icon: BsTwitter },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Flex
      as="footer"
      direction={{ base: 'column', sm: 'row' }}
      align="center"
      justify="space-between"
      gap="4"
      px={{ base: '4', md: '16' }}
      py="5"
      bg="gray.900"
      color="gray.100"
    >
      <Text>Copyright {year} | All rights reserved</Text>
      <HStack as="ul" listStyleType="none" gap="5">
        {socials.map(({ label, href, icon: Icon }) => (
          <li key={label}>
            <Link href={href} aria-label={label} color="gray.100" fontSize="2xl" _hover={{ color: 'yellow.400' }}>
              <Icon aria-hidden="true" />
            </Link>
          </li>
        ))}
      </HStack>
    </Flex>
  );
}
