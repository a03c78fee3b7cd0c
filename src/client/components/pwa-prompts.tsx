/**
 * The installable app's two small prompts, floating at the bottom of the screen
 * (docs/product/offline.md): "Update available - Reload" when a new version waits, and on phones
 * "Install BayCatch" (or, on iPhone and iPad, the Share → Add to Home Screen hint) until dismissed.
 * Mounted in a root of their own by src/client/lib/pwa-start.tsx, after the first paint.
 */
import { Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { Download, RefreshCw, Share } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { offlineMessages } from '../../shared/messages/offline';

export type InstallOffer = { kind: 'prompt'; install: () => Promise<void> } | { kind: 'ios-hint' };

export interface PwaState {
  /** Set while a new version waits: tells it to take over, then the page reloads. */
  update: (() => void) | null;
  install: InstallOffer | null;
}

/** The prompts' state, set from outside React by the service worker and install events. */
function createPwaStore() {
  let state: PwaState = { update: null, install: null };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next: Partial<PwaState>) => {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const pwaStore = createPwaStore();

const DISMISSED_KEY = 'baycatch-install-dismissed';

function installDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function dismissInstall() {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Private mode without storage: dismissed for this visit only.
  }
  pwaStore.set({ install: null });
}

export function PwaPrompts() {
  const { update, install } = useSyncExternalStore(pwaStore.subscribe, pwaStore.get);
  const showInstall = install !== null && !installDismissed();
  if (!update && !showInstall) return null;
  return (
    <Stack
      position="fixed"
      insetInline="4"
      bottom="calc(1rem + env(safe-area-inset-bottom))"
      zIndex="toast"
      align="center"
      gap="2"
      pointerEvents="none"
      className="no-print"
    >
      {update && (
        <Button
          colorPalette="bay"
          size="sm"
          borderRadius="full"
          boxShadow="lg"
          pointerEvents="auto"
          onClick={update}
          data-testid="update-prompt"
        >
          <RefreshCw size={16} aria-hidden /> {offlineMessages.updateAvailable}
        </Button>
      )}
      {showInstall && (
        <Box
          role="region"
          aria-label={offlineMessages.install}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="full"
          boxShadow="lg"
          ps="3"
          pe="1"
          py="1"
          pointerEvents="auto"
          data-testid="install-offer"
        >
          <HStack gap="2">
            {install.kind === 'prompt' ? (
              <Button size="sm" variant="ghost" colorPalette="bay" onClick={() => void install.install()}>
                <Download size={16} aria-hidden /> {offlineMessages.install}
              </Button>
            ) : (
              <Text fontSize="sm" display="flex" alignItems="center" gap="1.5">
                <Share size={16} aria-hidden /> {offlineMessages.iosInstallHint}
              </Text>
            )}
            <CloseButton size="sm" aria-label={offlineMessages.dismiss} onClick={dismissInstall} />
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
