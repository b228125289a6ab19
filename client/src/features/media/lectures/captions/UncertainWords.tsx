import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Below this confidence (0–1) a recognised word is marked for an ADMIN to check. */
export const UNSURE_BELOW = 0.5;

/**
 * A recognised cue's words with those the recogniser was unsure of marked, shown under the cue's text while it is
 * as the recogniser wrote it; nothing when it gave no confidences or was sure of every word.
 */
export function UncertainWords({ n, text, confidences }: { n: number; text: string; confidences: number[] }) {
  const { t } = useTranslation('authoring');
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length !== confidences.length || confidences.every((each) => each >= UNSURE_BELOW)) return null;
  return (
    <Text textStyle="xs" color="fg.muted" aria-label={t('cues.heard', { n })}>
      {words
        .map((word, at) => ({ word, at, unsure: (confidences[at] ?? 1) < UNSURE_BELOW }))
        .map((each) => (
          <Box
            as={each.unsure ? 'mark' : 'span'}
            key={each.at}
            bg={each.unsure ? 'orange.subtle' : undefined}
            color={each.unsure ? 'fg' : undefined}
            px={each.unsure ? '0.5' : undefined}
          >
            {each.word}{' '}
          </Box>
        ))}
    </Text>
  );
}
