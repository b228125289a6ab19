import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';

const loadDrawer = () => import('./DrawerMenu');
const DrawerMenu = lazy(() => loadDrawer().then((module) => ({ default: module.DrawerMenu })));

/**
 * The menu button. The drawer itself (dialog, focus trap, menu items, logout) is its own chunk, fetched when the
 * button is hovered or focused and shown on click, so it stays out of the initial JS.
 */
export function MainMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="lg"
        color="fg"
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
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
        <Suspense fallback={null}>
          <DrawerMenu open={open} onOpenChange={setOpen} finalFocusEl={() => buttonRef.current} />
        </Suspense>
      ) : null}
    </>
  );
}
