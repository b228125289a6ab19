import { Box, chakra, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect } from 'react';
import { resolveValue, type Toast, toast, useToaster } from 'react-hot-toast/headless';
import { useTranslation } from 'react-i18next';
import { connectToastRuntime, type NoticeType, notify } from './toaster';

// react-hot-toast calls a neutral notice 'blank'.
const create = {
  info: toast,
  custom: toast.custom,
  loading: toast.loading,
  success: toast.success,
  error: toast.error,
} as const satisfies Record<NoticeType, unknown>;

// The store is this chunk's: the notices raised before it arrived go to it now (toaster.tsx).
connectToastRuntime({ show: (type, text, options) => create[type](text, options), dismiss: (id) => toast.dismiss(id) });

/** Space between stacked notices (px). */
const GUTTER = 12;

/**
 * Where the region starts on small screens, where it spans the width: under the header (61 px: the 44 px menu
 * button, 8 px above and below it, a 1 px rule), so a notice never covers the menu button. From md up the region is
 * a 24rem column at the right and the header's left end stays clear.
 */
/** Under the header (4rem) at every width: a notice over it would hide the account menu and its Log in / Sign up. */
const UNDER_HEADER = '4.5rem';

/** Solid backgrounds by type; white text on each is above 4.5:1 (green.600, Chakra's green.solid, is only 3.3:1). */
const BACKGROUNDS: Partial<Record<Toast['type'], string>> = { success: 'green.700', error: 'red.600' };

const ICON_PATHS: Partial<Record<Toast['type'], string>> = {
  // A tick and an exclamation mark in a circle (24-unit grid).
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.4 14.2-4.3-4.3 1.4-1.4 2.9 2.9 5.9-5.9 1.4 1.4-7.3 7.3Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 5h2v7h-2V7Zm0 9h2v2h-2v-2Z',
};

function TypeIcon({ type }: { type: Toast['type'] }) {
  if (type === 'loading') return <Spinner size="sm" flexShrink="0" mt="0.5" aria-hidden="true" />;
  const path = ICON_PATHS[type];
  if (!path) return null;
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} fillRule="evenodd" />
    </svg>
  );
}

interface NoticeProps {
  toast: Toast;
  offset: number;
  onHeight: (id: string, height: number) => void;
}

function Notice({ toast, offset, onHeight }: NoticeProps) {
  const { t } = useTranslation('common');
  const { id, type, visible } = toast;
  // Reports the notice's height for the stacking offsets, again whenever it changes (a replaced text, a narrower
  // window). offsetHeight ignores the enter animation's translate. The observer reports the first height itself,
  // once layout has run: reading it as the element attaches would force a layout of the whole page mid-render.
  const measure = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      let reported = 0;
      const report = () => {
        const height = element.offsetHeight;
        if (height === reported) return;
        reported = height;
        onHeight(id, height);
      };
      const observer = new ResizeObserver(report);
      observer.observe(element);
      return () => observer.disconnect();
    },
    [id, onHeight],
  );

  return (
    <Box
      ref={measure}
      position="absolute"
      top="0"
      insetInline="0"
      style={{ transform: `translateY(${offset}px)` }}
      opacity={visible ? 1 : 0}
      pointerEvents={visible ? 'auto' : 'none'}
      // A dismissed notice fades out for a second before it leaves the DOM: hidden from assistive technology, and its
      // close button out of the tab order.
      aria-hidden={visible ? undefined : true}
      inert={!visible}
      transition="transform 230ms cubic-bezier(0.21, 1.02, 0.73, 1), opacity 200ms"
      _motionReduce={{ transition: 'none' }}
    >
      {/* Stack rather than Flex, as Chakra's toast did: with Flex the bundler split Stack off the entry's core chunk
          (React, emotion, Chakra's factory), about 200 B gzip more on every page. */}
      <Stack
        direction="row"
        {...toast.ariaProps}
        aria-atomic="true"
        data-scope="toast"
        data-part="root"
        data-type={type}
        position="relative"
        alignItems="flex-start"
        gap="3"
        py="3"
        ps="4"
        pe={type === 'loading' ? '4' : '10'}
        borderRadius="l2"
        boxShadow="lg"
        bg={BACKGROUNDS[type] ?? 'gray.800'}
        color="white"
        animationName="slide-from-top, fade-in"
        animationDuration="moderate"
        _motionReduce={{ animation: 'none' }}
      >
        <TypeIcon type={type} />
        {/* data-scope / data-part as in Chakra's toast anatomy, which tests select notices by. */}
        <Text data-part="title" flex="1" minWidth="0" textStyle="sm" fontWeight="medium" overflowWrap="anywhere">
          {resolveValue(toast.message, toast)}
        </Text>
        {type === 'loading' ? null : (
          <chakra.button
            type="button"
            aria-label={t('dismissNotice')}
            onClick={() => notify.dismiss(id)}
            position="absolute"
            top="2"
            insetEnd="2"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="7"
            borderRadius="l2"
            cursor="pointer"
            transition="background 200ms"
            _hover={{ bg: 'whiteAlpha.300' }}
            _focusVisible={{ outline: '2px solid white', outlineOffset: '-2px' }}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </chakra.button>
        )}
      </Stack>
    </Box>
  );
}

/**
 * The toast region: react-hot-toast's headless store rendered with Chakra primitives, top right under the header
 * (full width less the margins on small screens), newest on top; hovering pauses the timers, and so does a hidden page. The app loads
 * it lazily with the first notice; notices raised before that wait in the store and show when it mounts.
 */
export function ToastRegion() {
  const { toasts, handlers } = useToaster();
  const { startPause, endPause, calculateOffset, updateHeight } = handlers;

  useEffect(() => {
    const onVisibilityChange = () => (document.hidden ? startPause() : endPause());
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [startPause, endPause]);

  return (
    <Box
      data-scope="toast"
      data-part="group"
      position="fixed"
      top={UNDER_HEADER}
      insetInlineEnd="4"
      insetInlineStart={{ base: '4', md: 'auto' }}
      width={{ md: 'sm' }}
      zIndex="toast"
      pointerEvents="none"
      onMouseEnter={startPause}
      onMouseLeave={endPause}
    >
      {toasts.map((toast) => (
        <Notice
          key={toast.id}
          toast={toast}
          offset={calculateOffset(toast, { gutter: GUTTER })}
          onHeight={updateHeight}
        />
      ))}
    </Box>
  );
}
