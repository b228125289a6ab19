import { Button, Stack, type StackProps, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface RetryNoticeProps extends StackProps {
  /** What failed, read out as an alert. */
  message: string;
  /** Asks again (a query's refetch): its own failure shows this notice again, so it is not reported twice. */
  onRetry?: () => Promise<unknown>;
  size?: 'sm' | 'md';
}

/**
 * A failed load's message with 'Try again', kept on the page (the notices go after a few seconds). Without `onRetry`
 * (nothing to ask again, e.g. an unknown code) only the message shows.
 */
export function RetryNotice({ message, onRetry, size = 'md', ...stack }: RetryNoticeProps) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" gap={size === 'sm' ? '3' : '4'} textAlign="center" {...stack}>
      <Text role="alert" color="fg.error">
        {message}
      </Text>
      {onRetry ? (
        <Button size={size} colorPalette="brand" onClick={() => void onRetry().catch(() => undefined)}>
          {t('tryAgain')}
        </Button>
      ) : null}
    </Stack>
  );
}
