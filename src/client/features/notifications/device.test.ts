import { describe, expect, it } from 'vitest';
import { needsHomeScreen } from './device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('alerts on an iPhone or iPad', () => {
  it('ask for the app on the Home Screen first when opened in a Safari tab', () => {
    expect(needsHomeScreen(IPHONE, 5, false)).toBe(true);
    // iPadOS says it is a Mac; its touch screen tells it apart.
    expect(needsHomeScreen(IPAD_AS_MAC, 5, false)).toBe(true);
  });

  it('are another browser’s lack, not the Home Screen’s, on a Mac or an Android phone, or once added', () => {
    expect(needsHomeScreen(IPHONE, 5, true)).toBe(false);
    expect(needsHomeScreen(IPAD_AS_MAC, 0, undefined)).toBe(false);
    expect(needsHomeScreen(ANDROID, 5, undefined)).toBe(false);
  });
});
