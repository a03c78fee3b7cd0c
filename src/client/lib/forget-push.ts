/**
 * Phone alerts belong to the person signing out: the server removes that session's subscription,
 * and this ends the browser's own, so the next person on the device starts with alerts off.
 * Loaded on sign-out only (src/client/lib/device-data.ts). Settles within half a second whatever
 * the browser does.
 */
export function forgetPushSubscription(): Promise<void> {
  const work = (async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  })().catch(() => undefined);
  return Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, 500))]);
}
