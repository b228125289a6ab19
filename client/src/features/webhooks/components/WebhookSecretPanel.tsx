import { Alert, Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe, codeRecipe } from '@chakra-ui/react/theme';
import { useId, useState } from 'react';
import { webhookTexts } from '../webhookTexts';

/** A secret just made (a new endpoint, a rotation), shown this once with Copy; 'Done' puts it away for good. */
export function WebhookSecretPanel({ secret, onDone }: { secret: string; onDone: () => void }) {
  const headingId = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  return (
    <Alert.Root
      recipe={alertSlotRecipe}
      status="warning"
      colorPalette="yellow"
      as="section"
      aria-labelledby={headingId}
      alignItems="flex-start"
    >
      <Alert.Indicator />
      <Stack gap="3" w="full" minW="0">
        <Alert.Title id={headingId}>{webhookTexts.secretHeading}</Alert.Title>
        <Alert.Description>{webhookTexts.secretWarning}</Alert.Description>
        <Code
          recipe={codeRecipe}
          p="2"
          wordBreak="break-all"
          whiteSpace="normal"
          fontSize="sm"
          data-testid="webhook-secret"
        >
          {secret}
        </Code>
        <Flex gap="3" align="center" wrap="wrap">
          <Button size="sm" colorPalette="yellow" onClick={copy}>
            {webhookTexts.copy}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            {webhookTexts.done}
          </Button>
          <Text role="status" aria-live="polite" fontSize="sm">
            {copyState === 'copied' ? webhookTexts.copied : copyState === 'failed' ? webhookTexts.copyFailed : ''}
          </Text>
        </Flex>
      </Stack>
    </Alert.Root>
  );
}
