import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

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

const HEIGHT = 260;
/** Room under the bars for the month labels: tick (6) + gap (3) + a line of the Arabic font (18) + slack. */
const X_AXIS_HEIGHT = 32;
/** Labels longer than this (Arabic short month names are the full names) are slanted, with room for it. */
const SLANT_ABOVE = 4;
const X_AXIS_HEIGHT_SLANTED = 58;
const Y_AXIS_WIDTH = 44;
/** Narrower bands than this (px) slant even short labels: upright, they would run into each other. */
const MIN_UPRIGHT_BAND = 38;
/** Room at the left for the first slanted label when the value axis is on the right. */
const SLANT_ROOM = 40;
const TOP = 10;
const FONT_SIZE = 12;

/** Round steps (1, 2, 5 × 10^n) for about four gridlines up to `max`. */
export function valueTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const wholeStep = Math.max(1, step);
  const ticks: number[] = [];
  for (let v = 0; v < max + wholeStep; v += wholeStep) ticks.push(v);
  return ticks;
}

/**
 * The dashboard's bar chart, drawn as SVG by the app (no chart library: the one it replaced
 * weighed 76 KB gzip on the dashboard's first load for one chart).
 *
 * Laid out left to right in every language, with `dir="ltr"` on the SVG so its text anchors
 * mean what they say (on the element around it); Arabic gets the reading order back by reversing the time axis and
 * putting the value axis on the right. Each bar is focusable (Tab) and names its month and
 * value to assistive technology; hover or focus shows the same in a tooltip.
 */
export default function ChartView({ labels, ticks, values, format, label, onReady }: ChartViewProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  const [active, setActive] = useState<number | undefined>(undefined);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(240, Math.round(el.getBoundingClientRect().width)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    onReady?.();
  }, [onReady]);

  const short = ticks ?? labels;
  // Long labels, or a band too narrow for a short one (a phone), are slanted, with room under
  // the bars and at the left, where the first slanted label reaches.
  const narrow = (width - Y_AXIS_WIDTH - 8) / Math.max(1, values.length) < MIN_UPRIGHT_BAND;
  const slanted = narrow || short.some((t) => t.length > SLANT_ABOVE);
  const axisHeight = slanted ? X_AXIS_HEIGHT_SLANTED : X_AXIS_HEIGHT;
  const height = slanted ? HEIGHT + 26 : HEIGHT;
  const plotTop = TOP;
  const plotBottom = height - axisHeight;
  const plotLeft = rtl ? (slanted ? SLANT_ROOM : 8) : Y_AXIS_WIDTH;
  const plotRight = rtl ? width - Y_AXIS_WIDTH : width - 8;
  const gridValues = valueTicks(Math.max(0, ...values));
  const top = gridValues[gridValues.length - 1];
  const y = (v: number) => plotBottom - ((plotBottom - plotTop) * v) / top;
  // Screen order: oldest first, or newest first (reading right to left) in Arabic.
  const order = values.map((_, i) => i);
  if (rtl) order.reverse();
  const band = (plotRight - plotLeft) / Math.max(1, values.length);
  const barWidth = Math.max(2, band * 0.7);
  const text = theme.palette.text.secondary;

  return (
    <Box ref={box} sx={{ position: 'relative', width: '100%' }}>
      <div dir="ltr">
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="group" aria-label={label}>
          <g data-axis="y" fontSize={FONT_SIZE} fill={text}>
            {gridValues.map((v) => (
              <g key={v}>
                <line x1={plotLeft} x2={plotRight} y1={y(v)} y2={y(v)} stroke={theme.palette.divider} />
                <text x={rtl ? plotRight + 6 : plotLeft - 6} y={y(v)} dy="0.32em" textAnchor={rtl ? 'start' : 'end'}>
                  {format(v)}
                </text>
              </g>
            ))}
          </g>
          <g data-axis="x" fontSize={FONT_SIZE} fill={text}>
            {order.map((index, slot) => {
              const cx = plotLeft + band * slot + band / 2;
              return (
                <text
                  key={index}
                  data-tick
                  x={cx}
                  y={plotBottom + 18}
                  textAnchor={slanted ? 'end' : 'middle'}
                  transform={slanted ? `rotate(-40 ${cx} ${plotBottom + 18})` : undefined}
                >
                  {short[index]}
                </text>
              );
            })}
          </g>
          <g data-series>
            {order.map((index, slot) => {
              const v = values[index];
              const x = plotLeft + band * slot + (band - barWidth) / 2;
              return (
                <g key={index}>
                  <rect
                    data-bar
                    x={x}
                    y={y(v)}
                    width={barWidth}
                    height={Math.max(0, plotBottom - y(v))}
                    rx={2}
                    fill={theme.palette.primary.main}
                    opacity={active === undefined || active === index ? 1 : 0.6}
                  />
                  {/* The month's whole column takes the pointer and the focus, a month of 0 too. */}
                  <rect
                    data-month
                    x={plotLeft + band * slot}
                    y={plotTop}
                    width={band}
                    height={plotBottom - plotTop}
                    fill="transparent"
                    tabIndex={0}
                    role="img"
                    aria-label={`${labels[index]}: ${format(v)}`}
                    onMouseEnter={() => setActive(index)}
                    onMouseLeave={() => setActive(undefined)}
                    onFocus={() => setActive(index)}
                    onBlur={() => setActive(undefined)}
                  />
                </g>
              );
            })}
          </g>
        </svg>
      </div>
      {active !== undefined && (
        <Box
          role="tooltip"
          sx={{
            position: 'absolute',
            top: Math.max(0, Math.min(y(values[active]), plotBottom - 8) - 40),
            left: Math.min(width - 160, Math.max(0, plotLeft + band * order.indexOf(active) + band / 2 - 80)),
            width: 160,
            textAlign: 'center',
            pointerEvents: 'none',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            boxShadow: 2,
            px: 1,
            py: 0.5,
            fontSize: 13,
          }}
        >
          <bdi>{labels[active]}</bdi>: <bdi>{format(values[active])}</bdi>
        </Box>
      )}
    </Box>
  );
}
