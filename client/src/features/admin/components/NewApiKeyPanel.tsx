import { Alert, Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe, codeRecipe } from '@chakra-ui/react/theme';
import { useId, useState } from 'react';
import { apiKeyTexts } from '../apiKeyTexts';

/**
 * The secret of the key just made, shown this once with a Copy button and the warning; 'Done' puts it away for good.
 * Whether the copy worked is announced (aria-live).
 */
export function NewApiKeyPanel({ secret, onDone }: { secret: string; onDone: () => void }) {
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
        <Alert.Title id={headingId}>{apiKeyTexts.secretHeading}</Alert.Title>
        <Alert.Description>{apiKeyTexts.secretWarning}</Alert.Description>
        <Code recipe={codeRecipe} p="2" wordBreak="break-all" whiteSpace="normal" fontSize="sm">
          {secret}
        </Code>
        <Flex gap="3" align="center" wrap="wrap">
          <Button size="sm" colorPalette="yellow" onClick={copy}>
            {apiKeyTexts.copy}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            {apiKeyTexts.done}
          </Button>
          <Text role="status" aria-live="polite" fontSize="sm">
            {copyState === 'copied' ? apiKeyTexts.copied : copyState === 'failed' ? apiKeyTexts.copyFailed : ''}
          </Text>
        </Flex>
      </Stack>
    </Alert.Root>
  );
}
