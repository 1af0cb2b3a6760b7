/**
 * The browser's offer to install Boipoka (Chrome's `beforeinstallprompt`), kept for the moment
 * someone asks for it from the menu: never shown by itself on a first visit.
 */
type InstallPrompt = Event & { prompt: () => Promise<void> };

let offer: InstallPrompt | null = null;
const listeners = new Set<() => void>();

/** Keeps the browser's offer when it comes, and forgets it once the app is installed. */
export function keepInstallOffer() {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPrompt;
    listeners.forEach((listener) => listener());
  });
  addEventListener('appinstalled', () => {
    offer = null;
    listeners.forEach((listener) => listener());
  });
}

export const installOffer = () => offer;

export const onInstallOffer = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Shows the browser's install dialog; the offer is spent either way. */
export async function install() {
  const shown = offer;
  offer = null;
  listeners.forEach((listener) => listener());
  await shown?.prompt();
}
