// The one module that imports Recharts: loaded with React.lazy (see `ChartWithTable`), so no other bundle carries it.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  /** The row field holding this series' numbers. */
  key: string;
  name: string;
  color: string;
}

interface BarChartViewProps {
  rows: readonly Record<string, string | number>[];
  series: readonly ChartSeries[];
  /** How an axis tick reads (the same format as the table). */
  format: (value: number) => string;
  /** Upper end of the value axis; default from the data. */
  max?: number;
}

const barHeight = 28;

/**
 * Horizontal bars, one group per row (labels on the left read on a phone too). Decorative for assistive
 * technology: the table beside it carries the same numbers, so the chart has no accessibility layer of its own.
 */
export default function BarChartView({ rows, series, format, max }: BarChartViewProps) {
  const height = Math.max(120, rows.length * (barHeight * series.length + 16) + (series.length > 1 ? 64 : 40));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={rows as Record<string, string | number>[]}
        layout="vertical"
        margin={{ top: 4, right: 24, bottom: 4, left: 4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis
          type="number"
          domain={[0, max ?? 'auto']}
          tickFormatter={(value: number) => format(value)}
          fontSize={12}
        />
        <YAxis type="category" dataKey="label" width={120} fontSize={12} interval={0} />
        {series.length > 1 && <Legend verticalAlign="top" height={28} />}
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={s.color}
            barSize={barHeight - 6}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
