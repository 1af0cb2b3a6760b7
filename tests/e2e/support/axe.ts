import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe finds wrong on the page as it is now, one line per rule (`rule: selectors`): every
 * rule runs, and only its violations are worked out in full, which is what a test reads.
 *
 * The page is read once its animations have ended (at most 3 s): a toast fading in is half
 * transparent, and its contrast is that of the toast a reader sees a moment later; a toast that
 * has faded out is gone a moment later. Axe runs in the page itself
 * (legacy mode): the app has no frames, so the cross-frame run, which opens a blank page to put
 * the frames' results together, would check nothing more and costs a third of a page's time.
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
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}
