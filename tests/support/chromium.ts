import { existsSync } from 'node:fs';

/**
 * The system Chromium (Debian package `chromium`), which Lighthouse drives: the browser people
 * use, as they get it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the end-to-end tests drive: Chromium's headless shell (Debian package
 * `chromium-headless-shell`), the same engine without the desktop browser around it, which does a
 * test's work on about two thirds of the CPU (docs/decisions/0014); the system Chromium where the
 * shell is not installed. `E2E_CHROMIUM_PATH` names another.
 */
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : CHROMIUM_PATH);

/** The flags every headless run here uses. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
