import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

// Destinations are not given by the spec; '#' keeps the links in place until they are.
// Icons: Bootstrap Icons' paths (as react-icons/bs draws them) in public/social, drawn in the text colour through a CSS
// mask: as images they cost the start-up JS nothing (inline, their paths were 1.5 kB gzip of every page's JS).
const socials = [
  { label: 'Facebook', href: '#', icon: '/social/facebook.svg' },
  { label: 'Instagram', href: '#', icon: '/social/instagram.svg' },
  { label: 'LinkedIn', href: '#', icon: '/social/linkedin.svg' },
  { label: 'Twitter', href: '#', icon: '/social/twitter.svg' },
];

/** A 1em icon in the current colour, in the box an inline 1em SVG takes. */
function SocialIcon({ icon }: { icon: string }) {
  return (
    <Box
      as="span"
      aria-hidden
      display="inline-block"
      boxSize="1em"
      bg="currentColor"
      maskImage={`url(${icon})`}
      maskSize="contain"
      maskRepeat="no-repeat"
      maskPosition="center"
      // In forced colours a background is repainted as the page's: the icon keeps the link's colour instead.
      forcedColorAdjust="none"
    />
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const { t } = useTranslation('shell');
  return (
    <Flex
      as="footer"
      _print={{ display: 'none' }}
      direction={{ base: 'column', sm: 'row' }}
      align="center"
      justify="space-between"
      gap="4"
      px={{ base: '4', md: '16' }}
      py="5"
      bg="inverse.bg"
      color="inverse.fg"
    >
      <Text>{t('footer.copyright', { year })}</Text>
      <Flex as="ul" listStyleType="none" align="center" gap="5">
        {socials.map(({ label, href, icon }) => (
          <li key={label}>
            <Link href={href} aria-label={label} color="inverse.fg" fontSize="2xl" _hover={{ color: 'inverse.accent' }}>
              <SocialIcon icon={icon} />
            </Link>
          </li>
        ))}
      </Flex>
    </Flex>
  );
}
