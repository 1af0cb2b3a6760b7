// The page's entry. A public page arrives whole (prerendered, or rendered by the server with its
// data for a visitor: decision 0018): for a visitor, its JavaScript is fetched at the first sign
// that they are about to use the page (the pointer moves, a touch, a key, a scroll) or, for one who
// only reads, once the page has loaded and the browser is idle, so that their first tap meets a
// running app. Links work as links meanwhile, forms wait (SubmitButton), and a button pressed before
// the app runs is pressed again once it does. Someone signed in and a page only they may see start
// the app as soon as the page has painted; every page that is not prerendered starts it at once.
import './styles.css';
import { wasSignedIn } from './signed-in-hint';

const INTENT = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
];
const options = { capture: true, passive: true } as const;
/**
 * A loaded page leaves its first moments to the reader's eyes (the page is whole already: its
 * images decode, its fonts arrive), then starts the app at the next idle moment, within a second.
 */
const READING_MS = 1500;
const IDLE_WAIT_MS = 1000;
const pressedEarly: HTMLElement[] = [];

function holdPress(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest<HTMLElement>('button, [role="button"]');
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  if (!pressedEarly.includes(button)) pressedEarly.push(button);
  start();
}

function pressAgain() {
  removeEventListener('click', holdPress, true);
  for (const button of pressedEarly.splice(0)) if (button.isConnected) button.click();
}

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const type of INTENT) removeEventListener(type, start, options);
  void import('./main').then(({ pageReady }) => pageReady.then(pressAgain));
}

const prerendered = document.getElementById('root')!.hasChildNodes();
const needsSession = document.querySelector('meta[name="boipoka:signed-in-page"]') !== null;
if (!prerendered) start();
// Its content painted first: the app's scripts then do not share the line with the page's
// stylesheet and font on a slow phone connection.
else if (needsSession || wasSignedIn()) requestAnimationFrame(() => setTimeout(start));
else {
  for (const type of INTENT) addEventListener(type, start, options);
  addEventListener('click', holdPress, true);
  // A visitor who only reads gets the app too once the page has loaded and the browser is idle,
  // so that their first tap is answered by the app at once, not by loading it.
  const whenIdle = (): void =>
    void setTimeout(
      () =>
        'requestIdleCallback' in window
          ? requestIdleCallback(start, { timeout: IDLE_WAIT_MS })
          : start(),
      READING_MS,
    );
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
