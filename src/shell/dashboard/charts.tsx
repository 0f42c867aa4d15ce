import { useEffect } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTheme } from '@mui/material/styles';

export interface ChartViewProps {
  type: 'bar' | 'pie';
  labels: string[];
  /** Short tick labels (e.g. the month alone), when the full label is too long for the axis. */
  ticks?: string[];
  values: number[];
  format: (value: number) => string;
  label: string;
  onReady?: () => void;
}

/** The chart library lives in this chunk only, loaded by the dashboard with `import()`. */
export default function ChartView({ type, labels, ticks, values, format, label, onReady }: ChartViewProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  if (type === 'pie') {
    return (
      <PieChart
        height={240}
        series={[{ data: labels.map((l, i) => ({ id: i, label: l, value: values[i] })), valueFormatter: (v) => format(v.value), innerRadius: 40 }]}
        aria-label={label}
      />
    );
  }
  // SVG text follows the document's direction, which mirrors axis labels onto the axis line in
  // Arabic: the chart is laid out left to right and the time axis reversed instead.
  return (
    <div dir="ltr">
    <BarChart
      height={260}
      // Time runs with the reading direction: right to left in Arabic.
      xAxis={[{ scaleType: 'band', data: labels, reverse: rtl, valueFormatter: (v: string, ctx) => (ctx.location === 'tick' && ticks ? ticks[labels.indexOf(v)] ?? v : v) }]}
      yAxis={[{ position: rtl ? 'right' : 'left', valueFormatter: (v: number) => format(v), width: 44 }]}
      series={[{ data: values, label, valueFormatter: (v) => format(v ?? 0), color: theme.palette.primary.main }]}
      hideLegend
      aria-label={label}
    />
    </div>
  );
}
