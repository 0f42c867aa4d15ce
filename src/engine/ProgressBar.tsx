import Box from '@mui/material/Box';
import { darken, keyframes, lighten } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

/** A segment 40% wide runs from the inline start to past the inline end (right to left in Arabic). */
const run = keyframes`
  from { inset-inline-start: -40%; }
  to { inset-inline-start: 100%; }
`;

/**
 * An indeterminate progress bar with MUI's LinearProgress colours (a primary segment on a pale
 * track), for what the first screen shows while loading: the page's loading marker and the
 * quick panel's fallback. Drawn here because with reduced motion its segment stands still across
 * the track, which LinearProgress does not offer; screens with a value to show keep LinearProgress.
 */
export function ProgressBar({ label, sx }: { label: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={[
        (theme) => ({
          position: 'relative',
          overflow: 'hidden',
          height: 4,
          bgcolor: theme.palette.mode === 'light' ? lighten(theme.palette.primary.main, 0.62) : darken(theme.palette.primary.main, 0.5),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={{
          position: 'absolute',
          insetBlock: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${run} 1.6s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', insetInlineStart: 0, width: '100%' },
        }}
      />
    </Box>
  );
}
