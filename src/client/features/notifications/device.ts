// This device's alerts: the browser's permission, its push subscription (made with the server's
// key and kept by the server for the session it was made in), and turning them off again.
import { apiRequest } from '../../api/http';

export type DeviceAlerts = 'on' | 'off' | 'blocked' | 'unsupported' | 'homeScreenFirst';

/**
 * Safari on an iPhone or iPad pushes only to a web app added to the Home Screen (iOS 16.4 and
 * later): in the browser's tab it has no push at all, and the way is to add the app first.
 */
export const needsHomeScreen = (
  userAgent: string,
  touchPoints: number,
  standalone: boolean | undefined,
) =>
  (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)) &&
  standalone !== true;

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The server's public key as the bytes `pushManager.subscribe` takes. */
const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Whether this device gets alerts now. */
export async function deviceAlerts(): Promise<DeviceAlerts> {
  if (!supported())
    return needsHomeScreen(
      navigator.userAgent,
      navigator.maxTouchPoints,
      (navigator as Navigator & { standalone?: boolean }).standalone,
    )
      ? 'homeScreenFirst'
      : 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Asks the browser's permission (it shows its own question), then subscribes this device. */
export async function turnOnAlerts(): Promise<DeviceAlerts> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await apiRequest<{ publicKey: string }>('/api/push/key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await apiRequest('/api/me/push-subscriptions', {
    method: 'PUT',
    body: subscription.toJSON(),
  });
  return 'on';
}

/** Stops this device's alerts: the server forgets it, and the browser ends the subscription. */
export async function turnOffAlerts(): Promise<DeviceAlerts> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest('/api/me/push-subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return 'off';
}
