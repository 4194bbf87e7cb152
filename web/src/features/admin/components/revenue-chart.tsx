// Daily revenue for 30 days as a plain SVG bar chart, with a text alternative (a data table for
// screen readers; each bar also carries a tooltip title).
import { useEffect, useId, useRef, useState } from 'react';
import { formatMoney, formatPrice } from '@/lib/format/money';
import { longDay, shortDay } from '../lib/day-label';
import { layoutRevenueChart, type DayRevenue } from '../lib/revenue-chart';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 68 };
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

/** The drawing follows its container's width, so text keeps its size on every screen. */
function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, Math.max(width, 280)] as const;
}

function ordersText(n: number) {
  return n === 1 ? '1 order' : `${n} orders`;
}

export function RevenueChart({ days }: { days: readonly DayRevenue[] }) {
  const titleId = useId();
  const descId = useId();
  const [containerRef, width] = useWidth(640);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const { bars, ticks } = layoutRevenueChart(days, plotWidth, PLOT_H);
  // Weekly labels, counted back from today; every other week when space is short.
  const labelEvery = plotWidth < 420 ? 14 : 7;
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const best = days.reduce<DayRevenue | null>((top, d) => (d.revenue > (top?.revenue ?? 0) ? d : top), null);
  const first = days[0];
  const last = days[days.length - 1];
  const summary =
    first && last
      ? `Revenue per day from ${longDay(first.date)} to ${longDay(last.date)}: ${formatMoney(total)} in all${
          best ? `, highest ${formatMoney(best.revenue)} on ${longDay(best.date)}` : ', no paid orders'
        }.`
      : 'No data.';

  return (
    <figure className="m-0">
      <div ref={containerRef}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="block max-w-full text-stone-600 dark:text-stone-400"
        >
          <title id={titleId}>Daily revenue, last 30 days</title>
          <desc id={descId}>{summary}</desc>
          <g transform={`translate(${MARGIN.left} ${MARGIN.top})`}>
            {ticks.map((tick) => (
              <g key={tick.value}>
                <line
                  x1={0}
                  x2={plotWidth}
                  y1={tick.y}
                  y2={tick.y}
                  className={tick.value === 0 ? 'stroke-stone-400 dark:stroke-stone-500' : 'stroke-stone-200 dark:stroke-stone-800'}
                  strokeDasharray={tick.value === 0 ? undefined : '4 4'}
                />
                <text x={-8} y={tick.y} dy="0.32em" textAnchor="end" fontSize={12} fill="currentColor">
                  {formatPrice(tick.value)}
                </text>
              </g>
            ))}
            {bars.map((bar, index) => (
              <g key={bar.date} className="group">
                <title>{`${longDay(bar.date)}: ${formatMoney(bar.revenue)} from ${ordersText(bar.orders)}`}</title>
                {/* A full-height hit area so thin bars are easy to hover. */}
                <rect x={bar.x - 2} y={0} width={bar.width + 4} height={PLOT_H} className="fill-transparent group-hover:fill-emerald-500/10" />
                <rect
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  rx={Math.min(3, bar.width / 2)}
                  className={
                    index === bars.length - 1
                      ? 'fill-orange-500 dark:fill-orange-400'
                      : 'fill-emerald-600 group-hover:fill-emerald-700 dark:fill-emerald-500 dark:group-hover:fill-emerald-400'
                  }
                />
                {(bars.length - 1 - index) % labelEvery === 0 && (
                  <text x={bar.x + bar.width / 2} y={PLOT_H + 18} textAnchor="middle" fontSize={12} fill="currentColor">
                    {index === bars.length - 1 ? 'Today' : shortDay(bar.date)}
                  </text>
                )}
              </g>
            ))}
          </g>
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-stone-600 dark:text-stone-400">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-emerald-600 dark:bg-emerald-500" />
          Paid revenue per day (IST)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-orange-500 dark:bg-orange-400" />
          Today
        </span>
      </figcaption>
      <div className="sr-only">
      <table>
        <caption>Daily revenue, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Revenue</th>
            <th scope="col">Paid orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{longDay(day.date)}</th>
              <td>{formatMoney(day.revenue)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
