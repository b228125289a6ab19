import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../components/format/formatDuration';
import { FilterInput, SearchInput } from '../../../../components/ui/filter-field';
import { SeekItemButton } from '../player/SeekItemButton';
import { useIndexAtVideoTime } from '../player/useIndexAtVideoTime';
import { lineAt, transcriptText, useTranscript } from './useTranscript';

export interface TranscriptTrack {
  id: string;
  url: string;
  language: string;
  label: string;
}

interface TranscriptPanelProps {
  /** The player's video: the panel follows its time and seeks it. */
  video: HTMLVideoElement | null;
  /** The lecture's READY caption tracks (at least one). */
  tracks: readonly TranscriptTrack[];
  lectureTitle: string;
}

/**
 * The lecture's transcript beside its video: the caption cues as lines with their times, the one being said
 * highlighted and kept in view, a click on a line plays from there; a search keeps the lines that say it; the
 * transcript downloads as .vtt or .txt.
 */
export function TranscriptPanel({ video, tracks, lectureTitle }: TranscriptPanelProps) {
  const { t } = useTranslation('player');
  const headingId = useId();
  const [language, setLanguage] = useState(tracks[0]?.language ?? '');
  const track = tracks.find((each) => each.language === language) ?? tracks[0];
  const transcript = useTranscript(track?.url ?? null);
  const lines = useMemo(() => (transcript.status === 'ready' ? transcript.lines : []), [transcript]);
  const current = useIndexAtVideoTime(video, lines, lineAt);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = useMemo(
    () =>
      lines
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => !needle || line.text.toLowerCase().includes(needle)),
    [lines, needle],
  );
  const list = useRef<HTMLOListElement>(null);

  // Keep the line being said in view inside the panel (not the page), unless the learner is searching.
  useEffect(() => {
    const box = list.current;
    const line = box?.querySelector<HTMLElement>(`[data-line="${current}"]`);
    if (!box || !line || needle) return;
    const top = line.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + line.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
    }
  }, [current, needle]);

  const seek = (seconds: number) => {
    if (!video) return;
    video.currentTime = seconds;
    // A browser may refuse to play without a gesture of its own: the time is set all the same.
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- jsdom's play() returns undefined
    void video.play()?.catch(() => undefined);
  };
  const txtHref = useMemo(
    () =>
      lines.length && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(new Blob([transcriptText(lines, formatDuration)], { type: 'text/plain' }))
        : null,
    [lines],
  );
  useEffect(() => () => (txtHref ? URL.revokeObjectURL(txtHref) : undefined), [txtHref]);

  if (!track) return null;
  const fileName = `${lectureTitle} (${track.label})`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" overflow="hidden">
      <Stack gap="3" p="4" borderBottomWidth="1px" bg="bg.subtle">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Text as="h3" id={headingId} fontWeight="semibold" textStyle="lg">
            {t('transcript.heading')}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            <Button asChild size="xs" variant="outline">
              <a href={track.url} download={`${fileName}.vtt`}>
                {t('transcript.downloadVtt')}
              </a>
            </Button>
            {txtHref ? (
              <Button asChild size="xs" variant="outline">
                <a href={txtHref} download={`${fileName}.txt`}>
                  {t('transcript.downloadTxt')}
                </a>
              </Button>
            ) : null}
          </HStack>
        </HStack>
        <HStack gap="2" align="stretch" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <SearchInput
            size="sm"
            flex="1"
            minW="40"
            aria-label={t('transcript.search')}
            placeholder={t('transcript.search')}
            value={query}
            onSearch={setQuery}
          />
          {tracks.length > 1 ? (
            <FilterInput asChild appearance="auto" cursor="pointer" size="sm" w={{ base: 'full', sm: '44' }}>
              <select
                aria-label={t('transcript.language')}
                value={track.language}
                onChange={(event) => setLanguage(event.currentTarget.value)}
              >
                {tracks.map((each) => (
                  <option key={each.id} value={each.language}>
                    {each.label}
                  </option>
                ))}
              </select>
            </FilterInput>
          ) : null}
        </HStack>
        {needle && transcript.status === 'ready' ? (
          <Text textStyle="sm" color="fg.muted" role="status">
            {shown.length
              ? t('transcript.matches', { count: shown.length })
              : t('transcript.noMatch', { query: query.trim() })}
          </Text>
        ) : null}
      </Stack>
      {transcript.status === 'loading' ? (
        <Text p="4" color="fg.muted" role="status">
          {t('transcript.loading')}
        </Text>
      ) : transcript.status === 'failed' ? (
        <Text p="4" color="fg.error" role="alert">
          {t('transcript.failed')}
        </Text>
      ) : lines.length === 0 ? (
        <Text p="4" color="fg.muted">
          {t('transcript.empty')}
        </Text>
      ) : (
        <chakra.ol ref={list} listStyleType="none" maxH="72" overflowY="auto" py="2" aria-labelledby={headingId}>
          {shown.map(({ line, index }) => (
            <li key={`${line.start}-${index}`} data-line={index}>
              <SeekItemButton
                current={index === current}
                focusOffset="-2px"
                display="flex"
                gap="3"
                w="full"
                px="4"
                py="1.5"
                borderInlineStartWidth="3px"
                aria-label={t('transcript.seek', { time: formatDuration(Math.floor(line.start)), text: line.text })}
                onClick={() => seek(line.start)}
              >
                <Text as="span" fontFamily="mono" textStyle="sm" color="brand.fg" flexShrink={0} pt="0.5">
                  {formatDuration(Math.floor(line.start))}
                </Text>
                <Text as="span" color={index === current ? 'fg' : 'fg.muted'}>
                  {line.text}
                </Text>
              </SeekItemButton>
            </li>
          ))}
        </chakra.ol>
      )}
    </Box>
  );
}
