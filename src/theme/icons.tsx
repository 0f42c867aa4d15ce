import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/**
 * Icons that point along the reading line are mirrored in right-to-left pages: "back" points
 * to where the reader came from (the right in Arabic), "sign out" leaves by the line's end.
 * The page's `dir` decides (the RTL style cache mirrors `translate`, not `scaleX`). Every directional
 * icon of the app comes from here, so a new screen cannot use an unmirrored one by accident.
 */
const mirrored = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

export function BackIcon(props: SvgIconProps) {
  return <ArrowBackIcon {...props} data-mirrored="" sx={[mirrored, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]} />;
}

export function SignOutIcon(props: SvgIconProps) {
  return <ExitToAppIcon {...props} data-mirrored="" sx={[mirrored, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]} />;
}

/** "Move earlier in the reading order": points to the line's start (left, right in Arabic). */
export function EarlierIcon(props: SvgIconProps) {
  return <ChevronLeftIcon {...props} data-mirrored="" sx={[mirrored, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]} />;
}

/** "Move later in the reading order": points to the line's end. */
export function LaterIcon(props: SvgIconProps) {
  return <ChevronRightIcon {...props} data-mirrored="" sx={[mirrored, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]} />;
}
