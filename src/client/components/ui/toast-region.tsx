import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useEffect } from 'react';

/**
 * On a phone a dialog's buttons and the sticky actions sit at the bottom of the screen, so toasts
 * come from the top there, and go after 3 s: read at a glance, out of the way of the next tap. On
 * wider screens they keep the bottom corner, clear of a centred dialog, for 5 s. This module loads
 * in the browser only (./toaster), so the screen can be asked once, when the toasts first load.
 */
const onPhone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches === true;
const TOAST_DURATION_MS = onPhone ? 3000 : 5000;

const store = createToaster({
  placement: onPhone ? 'top' : 'bottom-end',
  pauseOnPageIdle: true,
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
});

/**
 * One toast at a time, F8 moves focus to the toast region.
 * With one slot, the store would queue a new toast behind the shown one, and on an idle page
 * (timers paused) it could wait there indefinitely; the newest news replaces the old instead.
 * Toasts can be swiped away to the right on touch screens.
 */
const replacingToaster: typeof store = {
  ...store,
  create: (options) => {
    store.dismiss();
    return store.create(options);
  },
};

// A toast given to the store before the region subscribes to it would never show, so toasts
// wait for the region to mount.
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Shows a toast; called through the `toaster` facade in ./toaster. */
export function showToast(options: Parameters<typeof store.create>[0]): Promise<void> {
  return mounted.then(() => {
    replacingToaster.create(options);
  });
}

export function ToastRegion() {
  // Runs after the toaster inside has subscribed to the store.
  useEffect(() => markMounted(), []);
  return (
    <Portal>
      <ChakraToaster toaster={replacingToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable !== false && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
