import { useEffect, useState } from 'react';
import { styled, type Theme } from '@mui/material/styles';
import { withTimeout } from '../../config/chunkTimeout';

type FlagUrls = Readonly<Record<string, string>>;

let urls: FlagUrls | undefined;
let pending: Promise<FlagUrls> | undefined;

/** The code → URL map, a chunk of its own fetched once, when the first flag shows. */
export function loadFlagUrls(): Promise<FlagUrls> {
  pending ??= withTimeout(() => import('./flagUrls')).then(
    (m) => (urls = m.FLAG_URLS),
    (error: unknown) => {
      pending = undefined; // a chunk that failed to load is asked again by the next flag
      throw error;
    },
  );
  return pending;
}

/** The URL of a country's flag, `undefined` while the map loads or when there is no such flag. */
function useFlagUrl(code: string): string | undefined {
  const [map, setMap] = useState(urls);
  useEffect(() => {
    if (map) return;
    let live = true;
    loadFlagUrls().then(
      (m) => live && setMap(m),
      () => undefined, // offline: the neutral box stays
    );
    return () => {
      live = false;
    };
  }, [map]);
  return map?.[code.toUpperCase()];
}

const WIDTH = 20;
const HEIGHT = 15;

const frame = ({ theme }: { theme: Theme }) => ({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  width: WIDTH,
  height: HEIGHT,
  borderRadius: 2,
  // A hairline, so white flags (Japan, Cyprus) keep their edge on a white page.
  boxShadow: `0 0 0 1px ${theme.palette.divider}`,
});

// The files are 3:2; the box is 4:3 like the rest of the row's icons (a sliver of each side is cut).
const FlagImage = styled('img')((props) => ({ ...frame(props), objectFit: 'cover' as const }));
const NoFlag = styled('span')((props) => ({ ...frame(props), backgroundColor: props.theme.palette.action.selected }));

/**
 * A country's flag from its ISO 3166 alpha-2 code, as an image file of the app (never an emoji:
 * regional indicator letters draw as boxes on Windows). Decorative: the country's name or code is
 * always written beside it. Unknown codes, and the moment before the map has loaded, show a
 * neutral box of the same size, so nothing moves when the flag arrives.
 */
export function Flag({ code }: { code: string | null | undefined }) {
  const url = useFlagUrl(code ?? '');
  if (!url) return <NoFlag aria-hidden data-flag="none" />;
  return (
    <FlagImage src={url} alt="" aria-hidden width={WIDTH} height={HEIGHT} loading="lazy" decoding="async" data-flag={code?.toUpperCase()} />
  );
}
