import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { dataUrl } from '../../config/dataUrl';

/**
 * A stored picture (src/config/dataUrl.ts): an <img> only when its path passes the
 * allow-list; otherwise a tile of the same size with the file's name as text, never an element
 * that loads the address.
 */
export function DataImage({ path, name, alt, sx }: { path: unknown; name: string; alt: string; sx: SxProps<Theme> }) {
  const src = dataUrl(path, 'image');
  if (src) return <Box component="img" src={src} alt={alt} sx={sx} />;
  return (
    <Box
      component="span"
      role="img"
      aria-label={alt}
      data-refused-url=""
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          fontSize: '0.625rem',
          textAlign: 'center',
          overflowWrap: 'anywhere',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <bdi>{name}</bdi>
    </Box>
  );
}
