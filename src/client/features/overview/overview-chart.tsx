// One series of the overview as bars, drawn by uPlot on a canvas. This file is the only one that
// imports uPlot: the overview loads it lazily, so the chart code travels in a script of its own
// that no public page asks for.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 200;
/** Whole numbers only on the value axis (a count of books has no halves): 1, 2, 5, 10, 20, 25, … */
const WHOLE_STEPS = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 2.5, 5].map((step) => step * 10 ** power),
)
  .flat()
  .filter(Number.isInteger);
/** Steps between labelled days or weeks: a week of days, two, four. */
const BUCKET_STEPS = [1, 2, 3, 4, 7, 14, 28];

// The theme follows the device's light or dark setting (styles.css): the canvas is drawn again
// in the other palette when it changes.
const DARK = '(prefers-color-scheme: dark)';
const subscribe = (change: () => void) => {
  const query = matchMedia(DARK);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const prefersDark = () => matchMedia(DARK).matches;

/** A colour of the daisyUI theme, as the element's styles resolve it. */
const themeColour = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(name).trim();

type Props = {
  /** Each bar's label on the axis ('27 Nov'), and in the readout above the chart. */
  labels: string[];
  values: number[];
  /** A value as the axis and the readout write it ('1,200' or '১,২০০'). */
  format: (value: number) => string;
};

/**
 * Bars sized to their container's width (and again whenever it changes), labels anchored on the
 * last bar (today, or this week). Above them, what the bar under the pointer or finger holds; the
 * latest when none is. For sighted readers only: the page gives the same numbers as a table.
 */
export default function OverviewChart({ labels, values, format }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [pointed, setPointed] = useState<number | null>(null);
  const dark = useSyncExternalStore(subscribe, prefersDark, () => false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const ink = themeColour(element, '--color-base-content');
    const rule = themeColour(element, '--color-base-300');
    const bar = themeColour(element, '--color-primary');
    const font = `12px ${getComputedStyle(element).fontFamily}`;
    const last = labels.length - 1;
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
        scales: {
          x: { time: false, range: () => [-0.5, last + 0.5] },
          // From nought, with some room above the highest bar.
          y: { range: (_, __, max) => [0, uPlot.rangeNum(0, Math.max(max, 1), 0.1, true)[1]] },
        },
        axes: [
          {
            stroke: ink,
            font,
            grid: { show: false },
            ticks: { stroke: rule, size: 4 },
            space: 56,
            incrs: BUCKET_STEPS,
            // Counted back from the last bar, so today (or this week) is always labelled.
            splits: (_, __, ___, ____, step) => {
              const splits: number[] = [];
              for (let at = last; at >= 0; at -= step) splits.unshift(at);
              return splits;
            },
            values: (_, splits) => splits.map((at) => labels[at] ?? ''),
          },
          {
            stroke: ink,
            font,
            grid: { stroke: rule, width: 1 },
            ticks: { show: false },
            incrs: WHOLE_STEPS,
            values: (_, splits) => splits.map(format),
            // As wide as its longest label, at some 7 pixels a character.
            size: (_, labelled) =>
              labelled?.length ? Math.max(...labelled.map((text) => text.length)) * 7 + 16 : 32,
          },
        ],
        series: [
          {},
          {
            stroke: bar,
            fill: bar,
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars!({ size: [0.7, 40] }),
          },
        ],
        hooks: { setCursor: [(chart) => setPointed(chart.cursor.idx ?? null)] },
      },
      [labels.map((_, at) => at), values],
      element,
    );
    const resized = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    resized.observe(element);
    // A canvas does not ask for a web font as text does: the Bangla face may not be loaded yet.
    // Once it is, the labels are measured and drawn again in it.
    let gone = false;
    void document.fonts
      .load(font, labels.join(' ') + values.map(format).join(' '))
      .then(() => !gone && chart.redraw(false, true));
    return () => {
      gone = true;
      resized.disconnect();
      chart.destroy();
    };
  }, [labels, values, format, dark]);

  const shown = pointed ?? labels.length - 1;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="h-5 text-sm text-base-content/80" aria-hidden="true">
        {labels[shown] !== undefined && `${labels[shown]}: ${format(values[shown] ?? 0)}`}
      </div>
      <div ref={box} className="w-full min-w-0" style={{ height: HEIGHT }} />
    </div>
  );
}
