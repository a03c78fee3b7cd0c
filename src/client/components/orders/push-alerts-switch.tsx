/**
 * "Get a phone alert when your order is ready", or a seller's "Get phone alerts for new orders"
 * (docs/product/notifications.md): turns Web Push on or off for this device. Shown only where the browser can have it: a service worker to receive
 * pushes, the Push API, and a permission not refused.
 */
import { Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { pushTexts } from '../../../shared/messages/push';
import { httpStatusOf, messageOf } from '../../lib/errors';
import { pushRegistration, subscribeThisDevice, unsubscribeThisDevice } from '../../lib/push-device';
import { trpc } from '../../lib/trpc';

type State = 'unavailable' | 'off' | 'on' | 'busy';

export function PushAlertsSwitch({ seller = false }: { seller?: boolean }) {
  const [state, setState] = useState<State>('unavailable');
  const [note, setNote] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const subscribe = trpc.push.subscribe.useMutation();
  const unsubscribe = trpc.push.unsubscribe.useMutation();

  useEffect(() => {
    let live = true;
    void pushRegistration().then(async (registration) => {
      if (!registration || !live) return;
      const subscription = await registration.pushManager.getSubscription().catch(() => null);
      // On only if the server still has it for this person: signing out elsewhere, a password
      // reset or the push service dropping it leave the browser's side behind.
      const known = subscription
        ? await utils.push.list
            .fetch()
            .then((devices) => devices.some((device) => device.endpoint === subscription.endpoint))
            .catch(() => false)
        : false;
      if (live) setState(known ? 'on' : 'off');
    });
    return () => {
      live = false;
    };
  }, [utils]);

  if (state === 'unavailable') return null;

  async function turnOn() {
    setState('busy');
    setNote(null);
    try {
      const { publicKey } = await utils.push.key.fetch();
      const subscription = await subscribeThisDevice(publicKey);
      if (subscription === 'denied') {
        setState('off');
        setNote(pushTexts.blocked);
        return;
      }
      await subscribe.mutateAsync({
        endpoint: subscription.endpoint ?? '',
        expirationTime: subscription.expirationTime ?? null,
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
      });
      setState('on');
      setNote(pushTexts.on);
      void utils.push.list.invalidate();
    } catch (error) {
      setState('off');
      // The server's refusal says why; the browser's own failures get the general line.
      setNote(httpStatusOf(error) === undefined ? pushTexts.failed : messageOf(error));
    }
  }

  async function turnOff() {
    setState('busy');
    setNote(null);
    try {
      const endpoint = await unsubscribeThisDevice();
      // Already forgotten by the server (signed out elsewhere, or the push service dropped it): fine.
      if (endpoint) await unsubscribe.mutateAsync({ endpoint }).catch(() => undefined);
      setNote(pushTexts.off);
    } catch {
      setNote(pushTexts.failed);
    } finally {
      setState('off');
    }
  }

  return (
    <Stack gap="1" data-testid="push-alerts">
      <Switch.Root
        checked={state === 'on'}
        disabled={state === 'busy'}
        onCheckedChange={(details) => void (details.checked ? turnOn() : turnOff())}
        colorPalette="bay"
        // A seller's controls are at least 48 px high, for wet gloves at the dock.
        minH={seller ? '12' : undefined}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{seller ? pushTexts.sellerSwitchLabel : pushTexts.switchLabel}</Switch.Label>
      </Switch.Root>
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {note ?? (seller ? pushTexts.sellerSwitchHint : pushTexts.switchHint)}
      </Text>
    </Stack>
  );
}
