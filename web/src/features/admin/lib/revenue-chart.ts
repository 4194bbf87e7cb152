// Geometry of the dashboard's daily revenue bar chart (plain SVG, no chart library).

export interface DayRevenue {
  date: string;
  revenue: number;
  orders: number;
}

export interface Bar extends DayRevenue {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartLayout {
  bars: Bar[];
  /** The top of the value axis: a round number at or above the highest day. */
  max: number;
  /** Value-axis ticks, bottom to top. */
  ticks: { value: number; y: number }[];
}

/** The smallest "nice" number (1, 2, 2.5 or 5 × 10ⁿ) at or above `value`; 1000 for nothing. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1000;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

/** Lays the days out left to right in a `width` × `height` plot area; bars fill `1 - gap` of their slot. */
export function layoutRevenueChart(days: readonly DayRevenue[], width: number, height: number, gap = 0.25): ChartLayout {
  const highest = days.reduce((top, day) => Math.max(top, day.revenue), 0);
  const max = niceCeiling(highest);
  const slot = days.length > 0 ? width / days.length : width;
  const barWidth = slot * (1 - gap);
  const bars = days.map((day, index) => {
    const barHeight = day.revenue > 0 ? Math.max((day.revenue / max) * height, 1.5) : 0;
    return { ...day, x: index * slot + (slot - barWidth) / 2, y: height - barHeight, width: barWidth, height: barHeight };
  });
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((fraction) => ({ value: max * fraction, y: height - fraction * height }));
  return { bars, max, ticks };
}
