import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core as @axe-core/playwright runs it (the version that package depends on), in its minified
 * build. The page gets it once per document: AxeBuilder's legacy mode sent the unminified script
 * (1.3 MB) twice for every check, and a test reads only the violations, which are worked out here.
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

type Axe = {
  configure: (options: object) => void;
  run: (
    context: Document,
    options: object,
  ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
};

/**
 * What axe finds wrong on the page as it is now, one line per rule (`rule: selectors`): every
 * rule runs, and only its violations are worked out in full, which is what a test reads.
 *
 * The page is read once its animations have ended (at most 3 s): a toast fading in is half
 * transparent, and its contrast is that of the toast a reader sees a moment later; a toast that
 * has faded out is gone a moment later. Axe runs in the page itself, as AxeBuilder's legacy mode
 * runs it: the app has no frames, so the cross-frame run, which opens a blank page to put the
 * frames' results together, would check nothing more and costs a third of a page's time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const settled = () =>
      document.getAnimations().every((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        if (animation.effect?.getComputedTiming().endTime === Infinity) return true;
        if (animation.playState === 'running' || animation.pending) return false;
        // Faded out and about to be removed, as a toast that has left.
        return !(target && getComputedStyle(target).opacity === '0');
      });
    for (const deadline = Date.now() + 3000; !settled() && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 50));
  });
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(AXE_SOURCE);
    // As AxeBuilder configures it in legacy mode.
    await page.evaluate(() =>
      (window as unknown as { axe: Axe }).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  }
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: Axe };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
  });
}
