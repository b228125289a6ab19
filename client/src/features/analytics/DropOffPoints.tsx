import { Box, Flex, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { clock } from '../../components/charts/RetentionChart';
import { useFormat } from '../../i18n/format';

/** A tile of the lecture's storyboard sprite: the sprite's URL and where the tile is in it, in pixels. */
export interface StoryboardFrame {
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DropOffPoint {
  second: number;
  share: number;
  caption: string | null;
  /** The sprite's URL with the tile as a `#xywh=x,y,width,height` media fragment (DropOff.frameUrl). */
  frameUrl?: string | null;
}

const XYWH = /^(.*)#xywh=(\d+),(\d+),(\d+),(\d+)$/;

/** The tile a `…#xywh=x,y,w,h` URL names (the form the storyboard's WebVTT cues use too); null for anything else. */
export function spriteTile(frameUrl: string | null | undefined): StoryboardFrame | null {
  const [, url, x, y, width, height] = XYWH.exec(frameUrl ?? '') ?? [];
  if (!url) return null;
  return { url, x: Number(x), y: Number(y), width: Number(width), height: Number(height) };
}

/** The frame as the sprite's tile: the sprite as a background, shifted so only that tile shows, at its own size. */
function Frame({ frame, second }: { frame: StoryboardFrame; second: number }) {
  const { t } = useTranslation('admin');
  return (
    <Box
      role="img"
      aria-label={t('analytics.frameAt', { time: clock(second) })}
      flexShrink={0}
      w={`${frame.width}px`}
      h={`${frame.height}px`}
      maxW="full"
      borderRadius="md"
      borderWidth="1px"
      bgColor="black"
      bgRepeat="no-repeat"
      style={{ backgroundImage: `url("${frame.url}")`, backgroundPosition: `${-frame.x}px ${-frame.y}px` }}
    />
  );
}

/**
 * The drop-off points in the order they happen, as on a timeline: each with the frame the lecture showed there (from
 * its storyboard, when it has one), the time, the share of viewers lost and the caption line spoken there.
 */
export function DropOffPoints({ dropOffs }: { dropOffs: readonly DropOffPoint[] }) {
  const { t } = useTranslation('admin');
  const { number } = useFormat();
  if (!dropOffs.length) return null;
  return (
    <Stack gap="2" as="section" aria-label={t('analytics.dropOffs')}>
      <Text fontSize="sm" color="fg.muted">
        {t('analytics.dropOffs')}
      </Text>
      <List.Root as="ol" listStyle="none" display="flex" flexWrap="wrap" gap="4">
        {dropOffs.map((drop) => {
          const frame = spriteTile(drop.frameUrl);
          return (
            <List.Item key={drop.second} flex={{ base: '1 1 100%', sm: '0 1 12rem' }}>
              <Flex direction={{ base: 'row', sm: 'column' }} gap="2" align="flex-start">
                {frame ? <Frame frame={frame} second={drop.second} /> : null}
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold">
                    {clock(drop.second)}{' '}
                    <Text as="span" color="fg.error" fontWeight="normal">
                      {t('analytics.viewersLost', { percent: number(Math.round(drop.share * 100)) })}
                    </Text>
                  </Text>
                  {drop.caption ? (
                    <Text fontSize="sm" color="fg.muted" lineClamp={3}>
                      {t('analytics.caption', { caption: drop.caption })}
                    </Text>
                  ) : null}
                </Stack>
              </Flex>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
