import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { notify } from '../shared/toaster';

const loadDrawer = () => import('./DrawerMenu');
/** Fetched ahead on hover or focus; a fetch that fails (offline) is the click's to try again and report. */
const prefetchDrawer = () => {
  loadDrawer().catch(() => undefined);
};
const lazyDrawer = () => lazy(() => loadDrawer().then((module) => ({ default: module.DrawerMenu })));
let DrawerMenu = lazyDrawer();

/**
 * The menu button. The drawer itself (dialog, focus trap, menu items, logout) is its own chunk, fetched when the
 * button is hovered or focused and shown on click, so it stays out of the initial JS. A drawer that cannot be fetched
 * (offline) leaves the header as it was and says so; the next click fetches it again (lazy() keeps a failed load's
 * error, so it gets a new lazy drawer).
 */
export function MainMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation('shell');

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="lg"
        color="fg"
        onPointerEnter={prefetchDrawer}
        onFocus={prefetchDrawer}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {/* Inline so the icon library stays out of the initial JS. */}
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
      </IconButton>
      {requested ? (
        <ErrorBoundary
          fallback={null}
          onError={() => {
            DrawerMenu = lazyDrawer();
            setRequested(false);
            setOpen(false);
            notify.error(navigator.onLine ? t('menuFailed') : t('menuOffline'));
          }}
        >
          <Suspense fallback={null}>
            <DrawerMenu open={open} onOpenChange={setOpen} finalFocusEl={() => buttonRef.current} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
