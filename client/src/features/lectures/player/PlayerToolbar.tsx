import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import type { QualityLevel } from './hlsStream';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export const TOOLBAR_TEXTS = {
  quality: 'Quality',
  speed: 'Speed',
  auto: 'Auto',
};

const rateLabel = (rate: number) => `${rate}x`;

interface PlayerToolbarProps {
  /** The ladder (HLS through hls.js); empty when the browser picks (native HLS) or there is one file. */
  levels: QualityLevel[];
  /** -1 for Auto. */
  selectedLevel: number;
  /** The rendition playing now, shown beside Auto. */
  playingLevel: number;
  onSelectLevel: (index: number) => void;
  rate: number;
  onRate: (rate: number) => void;
}

function ToolbarSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <HStack gap="2">
      <Text asChild fontSize="sm" color="gray.700">
        <label htmlFor={id}>{label}</label>
      </Text>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="auto">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

/** Under the video: the quality menu (Auto plus each rendition, when there is a ladder) and the playback speed. */
export function PlayerToolbar({
  levels,
  selectedLevel,
  playingLevel,
  onSelectLevel,
  rate,
  onRate,
}: PlayerToolbarProps) {
  const playing = levels.find((level) => level.index === playingLevel);
  return (
    <HStack gap="4" wrap="wrap" justify="flex-end">
      {levels.length ? (
        <ToolbarSelect
          label={TOOLBAR_TEXTS.quality}
          value={String(selectedLevel)}
          onChange={(value) => onSelectLevel(Number(value))}
        >
          <option value="-1">{playing ? `${TOOLBAR_TEXTS.auto} (${playing.label})` : TOOLBAR_TEXTS.auto}</option>
          {[...levels].reverse().map((level) => (
            <option key={level.index} value={String(level.index)}>
              {level.label}
            </option>
          ))}
        </ToolbarSelect>
      ) : null}
      <ToolbarSelect label={TOOLBAR_TEXTS.speed} value={String(rate)} onChange={(value) => onRate(Number(value))}>
        {PLAYBACK_RATES.map((option) => (
          <option key={option} value={String(option)}>
            {rateLabel(option)}
          </option>
        ))}
      </ToolbarSelect>
    </HStack>
  );
}
