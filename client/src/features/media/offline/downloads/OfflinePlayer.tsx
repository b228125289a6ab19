import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HLS_PLAYER_CONFIG } from '../../../../shared/hlsPlayerConfig';
import { deviceKeys, signReceipt, unwrapDownloadKey } from './deviceCrypto';
import { MASTER_FILE, PLAYLIST_FILE } from './downloadManager';
import type { Download, DownloadStore } from './downloadStore';
import { HEARTBEAT_MS, ViewingStretch } from './offlineViewing';
import { sendPendingReceipts } from './receiptSender';
import { storedMediaLoader, storedPlaylistUrl } from './storedMediaLoader';

/** The caption tracks kept with the lecture, as object URLs for <track> (revoked when the player closes). */
function useStoredCaptions(download: Download, store: DownloadStore) {
  const [tracks, setTracks] = useState<{ language: string; label: string; src: string }[]>([]);
  useEffect(() => {
    const urls: string[] = [];
    let current = true;
    void Promise.all(
      download.captions.map(async (caption) => {
        const bytes = await store.file(download.id, caption.file);
        if (!bytes) return null;
        const src = URL.createObjectURL(new Blob([bytes], { type: 'text/vtt' }));
        urls.push(src);
        return { language: caption.language, label: caption.label, src };
      }),
    ).then((found) => {
      if (current) setTracks(found.filter((track) => track !== null));
    });
    return () => {
      current = false;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [download, store]);
  return tracks;
}

/**
 * Plays a download from the device's store with hls.js: its loader reads the playlist, the init section and the
 * encrypted segments from IndexedDB, and answers the playlist's key URI with the grant's key unwrapped by the device's
 * private key. While it plays it notes heartbeats as the online player does; each stretch of playing becomes a receipt
 * signed with the download's key, kept until the device is online, then sent.
 */
export function OfflinePlayer({
  download,
  store,
  onClose,
}: {
  download: Download;
  store: DownloadStore;
  onClose: () => void;
}) {
  const { t } = useTranslation('downloads');
  const client = useApolloClient();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const captions = useStoredCaptions(download, store);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let destroyed = false;
    let stop: () => void = () => undefined;
    const stretch = new ViewingStretch();
    const key = deviceKeys(store).then(({ privateKey }) => unwrapDownloadKey(privateKey, download.wrappedKey));

    const beat = () =>
      stretch.beat({
        atMs: Date.now(),
        positionSeconds: Math.round(video.currentTime * 1000) / 1000,
        playing: !video.paused && !video.ended,
        rate: video.playbackRate,
        visible: document.visibilityState === 'visible',
      });
    /** Ends the stretch: signed with the download's key and kept, then sent at once when online. */
    const close = async () => {
      const body = stretch.finish();
      if (!body) return;
      const receipt = await signReceipt(await key, { receiptId: crypto.randomUUID(), grantId: download.id, ...body });
      await store.putReceipt(receipt);
      if (navigator.onLine) await sendPendingReceipts(store, client);
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    const onPlay = () => {
      beat();
      clearInterval(timer);
      timer = setInterval(beat, HEARTBEAT_MS);
    };
    const onStop = () => {
      clearInterval(timer);
      beat();
      void close();
    };
    // A seek breaks the stretch: the server counts no jump, so what came before is closed and a new one starts.
    const onSeeking = () => {
      if (!video.paused) onStop();
    };
    const onSeeked = () => {
      if (!video.paused) onPlay();
    };
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onStop);
    video.addEventListener('ended', onStop);
    video.addEventListener('seeking', onSeeking);
    video.addEventListener('seeked', onSeeked);

    // The full build, as the lecture player's (one chunk for both): the light build plays no separate sound.
    void import('hls.js').then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        setFailed(true);
        return;
      }
      const hls = new Hls({
        ...HLS_PLAYER_CONFIG,
        loader: storedMediaLoader({
          file: (name) => store.file(download.id, name),
          key: () => key,
          onSegment: (sequence) => stretch.played(sequence),
        }),
        // Everything is on the device: no bandwidth to adapt to, and nothing to fetch twice.
        maxBufferLength: 30,
      });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setFailed(true);
      });
      hls.attachMedia(video);
      hls.loadSource(
        storedPlaylistUrl(download.id, download.files.includes(MASTER_FILE) ? MASTER_FILE : PLAYLIST_FILE),
      );
      stop = () => hls.destroy();
    });
    return () => {
      destroyed = true;
      clearInterval(timer);
      for (const [name, listener] of [
        ['play', onPlay],
        ['pause', onStop],
        ['ended', onStop],
        ['seeking', onSeeking],
        ['seeked', onSeeked],
      ] as const)
        video.removeEventListener(name, listener);
      if (!video.paused) beat();
      void close();
      stop();
    };
  }, [download, store, client]);

  return (
    <Stack as="section" gap="3" aria-label={t('player.heading', { title: download.lectureTitle })}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          {t('player.heading', { title: download.lectureTitle })}
        </Heading>
        <Button size="sm" variant="outline" onClick={onClose}>
          {t('actions.closePlayer')}
        </Button>
      </HStack>
      <Box bg="black" rounded="md" overflow="hidden">
        {/* biome-ignore lint/a11y/useMediaCaption: the lecture's caption tracks are added below when it has any. */}
        <video
          ref={videoRef}
          controls
          playsInline
          style={{ width: '100%', display: 'block' }}
          data-testid="offline-video"
        >
          {captions.map((track, index) => (
            <track
              key={track.language}
              kind="subtitles"
              srcLang={track.language}
              label={track.label}
              src={track.src}
              default={index === 0}
            />
          ))}
        </video>
      </Box>
      {failed ? (
        <Text role="alert" color="fg.error">
          {t('player.cannotPlay')}
        </Text>
      ) : null}
    </Stack>
  );
}
