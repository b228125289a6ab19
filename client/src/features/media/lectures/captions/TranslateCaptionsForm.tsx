import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TrackFields, useTrackFields } from '../components/TrackFields';
import { type CaptionKind, captionFieldTexts } from './captionFieldTexts';
import { useTranslateCaptionsMutation } from './useCaptionMutations';

const KINDS: readonly CaptionKind[] = ['subtitles', 'captions'];

/**
 * Under a READY track: the language to machine-translate it into and the new track's label. The translation arrives
 * as a draft only ADMINs see, to be read through and approved (or edited) before learners get it.
 */
export function TranslateCaptionsForm({ trackId, onDone }: { trackId: string; onDone: () => void }) {
  const { t } = useTranslation('authoring');
  const fields = useTrackFields<'captions' | 'subtitles'>({ language: 'es', label: 'Español', kind: 'subtitles' });
  const [translate, { loading }] = useTranslateCaptionsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await translate({ trackId, ...fields.values })) onDone();
  };

  return (
    <Stack
      as="form"
      gap="3"
      p="3"
      layerStyle="surface.brand"
      aria-label={t('tracks.translate.heading')}
      onSubmit={(event) => void submit(event)}
    >
      <Text fontSize="sm">{t('tracks.translate.help')}</Text>
      <TrackFields {...fields.props} kinds={KINDS} texts={captionFieldTexts(t)} />
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={loading}>
          {t('tracks.translate.submit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('tracks.translate.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
