import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../../../../components/hooks/useGoBack';

/** Full-page status: big code, message, and a Go Back button (history back, or home when there is none). */
export function StatusScreen({ code, message }: { code: string; message: string }) {
  const { t } = useTranslation('errors');
  const goBack = useGoBack();

  return (
    <Stack align="center" justify="center" minH="60vh" gap="4" textAlign="center">
      <Heading as="h1" size={{ base: '5xl', md: '7xl' }} color="fg">
        {code}{' '}
        <Text as="span" display="block" fontSize="xl" fontWeight="semibold" color="fg.muted" mt="2">
          {message}
        </Text>
      </Heading>
      <Button colorPalette="brand" variant="solid" onClick={() => goBack('/')}>
        {t('goBack')}
      </Button>
    </Stack>
  );
}
