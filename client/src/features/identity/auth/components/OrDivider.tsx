import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A rule with 'or' between the password sign-in and the other ways in (passkeys, single sign-on). Hidden from screen
 * readers: the buttons after it say what they do.
 */
export function OrDivider() {
  const { t } = useTranslation('auth');
  return (
    <HStack gap="3" aria-hidden>
      <Box flex="1" borderTopWidth="1px" borderColor="border" />
      <Text color="fg.muted" fontSize="sm">
        {t('login.or')}
      </Text>
      <Box flex="1" borderTopWidth="1px" borderColor="border" />
    </HStack>
  );
}
