import { Alert, Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe, codeRecipe } from '@chakra-ui/react/theme';
import { useId, useState } from 'react';

export interface SecretOnceTexts {
  heading: string;
  warning: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

interface SecretOncePanelProps {
  secret: string;
  texts: SecretOnceTexts;
  onDone: () => void;
}

/**
 * A secret just made (an API key, a webhook signing secret), shown this once with a Copy button and its warning;
 * 'Done' puts it away for good. Whether the copy worked is announced (aria-live).
 */
export function SecretOncePanel({ secret, texts, onDone }: SecretOncePanelProps) {
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
      colorPalette="brand"
      as="section"
      aria-labelledby={headingId}
      alignItems="flex-start"
    >
      <Alert.Indicator />
      <Stack gap="3" w="full" minW="0">
        <Alert.Title id={headingId}>{texts.heading}</Alert.Title>
        <Alert.Description>{texts.warning}</Alert.Description>
        <Code recipe={codeRecipe} p="2" wordBreak="break-all" whiteSpace="normal" fontSize="sm">
          {secret}
        </Code>
        <Flex gap="3" align="center" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={copy}>
            {texts.copy}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            {texts.done}
          </Button>
          <Text role="status" aria-live="polite" fontSize="sm">
            {copyState === 'copied' ? texts.copied : copyState === 'failed' ? texts.copyFailed : ''}
          </Text>
        </Flex>
      </Stack>
    </Alert.Root>
  );
}
