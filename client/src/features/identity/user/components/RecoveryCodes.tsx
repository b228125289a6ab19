import { Box, Button, Card, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Recovery codes just made (the authenticator app turned on, or new ones asked for): shown once, to keep. */
export function RecoveryCodes({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const { t } = useTranslation('account');
  const download = () => {
    const blob = new Blob([`${t('security.recoveryCodes.fileTitle')}\n\n${codes.join('\n')}\n`], {
      type: 'text/plain',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'coursehub-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Card.Root borderColor="green.muted" role="region" aria-label={t('security.recoveryCodes.label')}>
      <Card.Body gap="3" p={{ base: '3', sm: '5' }}>
        <Heading as="h4" size="sm">
          {t('security.recoveryCodes.heading')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('security.recoveryCodes.intro')}
        </Text>
        <SimpleGrid as="ul" columns={2} gap="2" listStyleType="none" data-testid="recovery-codes">
          {codes.map((code) => (
            <Box
              as="li"
              key={code}
              fontFamily="mono"
              fontSize={{ base: 'sm', sm: 'md' }}
              whiteSpace="nowrap"
              bg="bg.muted"
              rounded="md"
              px="2"
              py="1.5"
              textAlign="center"
            >
              {code}
            </Box>
          ))}
        </SimpleGrid>
        <Flex gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={download}>
            {t('security.recoveryCodes.download')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void navigator.clipboard.writeText(codes.join('\n'))}>
            {t('security.recoveryCodes.copy')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('security.recoveryCodes.saved')}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
