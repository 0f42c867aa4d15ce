import { useEffect } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import RtlProvider from '@mui/system/RtlProvider';

export interface ChartViewProps {
  /** The full label of each bar (tooltip), e.g. "November 2026". */
  labels: string[];
  /** The short label of each bar under the axis, e.g. "Nov". */
  ticks?: string[];
  values: number[];
  format: (value: number) => string;
  label: string;
  onReady?: () => void;
}

/** Room under the bars for the month labels: tick (6) + gap (3) + a line of the Arabic font (18) + slack. */
const X_AXIS_HEIGHT = 32;
/** Labels longer than this (Arabic short month names are the full names) are slanted, with room for it. */
const SLANT_ABOVE = 4;
const X_AXIS_HEIGHT_SLANTED = 58;

/**
 * The chart library lives in this chunk only, loaded by the dashboard with `import()`.
 *
 * The chart is laid out left to right in every language: SVG text follows the document's
 * direction, and x-charts inverts its text anchors when the theme is right to left, which
 * pushes labels onto the axis lines. So the chart gets `dir="ltr"` and an LTR `RtlProvider`,
 * and Arabic gets the reading order back by reversing the time axis and putting the value
 * axis on the right.
 *
 * The month labels need an x-axis taller than x-charts' 25 px default: it shortens a label to
 * nothing when its line does not fit (IBM Plex Sans Arabic's line is 18 px at 12 px). Twelve
 * Arabic month names do not fit side by side in half a screen, so long labels are slanted.
 */
export default function ChartView({ labels, ticks, values, format, label, onReady }: ChartViewProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  const slanted = (ticks ?? labels).some((t) => t.length > SLANT_ABOVE);
  return (
    <div dir="ltr">
      <RtlProvider value={false}>
        <BarChart
          height={slanted ? 286 : 260}
          xAxis={[
            {
              scaleType: 'band',
              data: labels,
              reverse: rtl,
              height: slanted ? X_AXIS_HEIGHT_SLANTED : X_AXIS_HEIGHT,
              tickLabelStyle: slanted ? { fontSize: 12, angle: -40, textAnchor: 'end' } : { fontSize: 12 },
              valueFormatter: (v: string, ctx) => (ctx.location === 'tick' && ticks ? (ticks[labels.indexOf(v)] ?? v) : v),
            },
          ]}
          yAxis={[
            { position: rtl ? 'right' : 'left', valueFormatter: (v: number) => format(v), width: 44, tickLabelStyle: { fontSize: 12 } },
          ]}
          series={[{ data: values, label, valueFormatter: (v) => format(v ?? 0), color: theme.palette.primary.main }]}
          hideLegend
          aria-label={label}
        />
      </RtlProvider>
    </div>
  );
}
