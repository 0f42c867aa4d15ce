import { useEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../providers';
import { ChunkBoundary } from '../../engine/ChunkBoundary';
import { lazyModule, lazyPage } from '../../config/chunks';
import { withScreenMessages } from '../../locale/i18nProvider';
import type { QuickSearchState } from './scheduler';

const RESULTS_ID = 'quick-search-results';
/**
 * The results panel, its sanitiser and the search's timing (./scheduler.ts), with their strings:
 * fetched as the operator first focuses the box.
 */
const results = lazyModule(withScreenMessages(() => import('./QuickSearchResults')));
const QuickSearchResults = lazyPage(() => results.load());
/** The colour of the search box's veil over the app bar: dark on the light theme, light on the dark one. */
const veil = (theme: Theme) => (theme.palette.mode === 'light' ? theme.palette.common.black : theme.palette.common.white);

/** True when the key press happens in a field where `/` is just a character. */
const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The top bar's quick search (SPEC §2, §7): Ctrl+K (⌘K) or `/` focuses it, arrows move
 * through the results, Enter opens one inside the app, Escape closes.
 * On a phone (below `sm`) it is an icon that opens the field across the whole top bar, with a
 * close button, so the bar's other buttons and the user menu keep their room.
 */
export function QuickSearch() {
  const translate = useTranslate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  const collapsed = compact && !expanded;
  const dataProvider = useDataProvider<AppDataProvider>();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<QuickSearchState>({ status: 'idle', query: '', html: '' });
  const [loaded, setLoaded] = useState(results.loaded);
  // A failure shows where the results would (ChunkBoundary); its Retry calls this again.
  const load = () => void results.load().then(setLoaded, () => undefined);
  const search = useMemo(
    () => loaded?.createQuickSearch({ search: (q, signal) => dataProvider.quickSearch(q, signal), onChange: setState }),
    [loaded, dataProvider],
  );
  // What was typed while the code was on its way is searched as it arrives.
  const textRef = useRef(text);
  textRef.current = text;
  useEffect(() => {
    search?.input(textRef.current);
    return () => search?.dispose();
  }, [search]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (shortcut || (event.key === '/' && !isEditable(event.target) && !event.ctrlKey && !event.metaKey && !event.altKey)) {
        event.preventDefault();
        setExpanded(true);
        inputRef.current?.focus();
        inputRef.current?.select();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Opened on a phone: the field takes the focus as it appears.
  useEffect(() => {
    if (compact && expanded) inputRef.current?.focus();
  }, [compact, expanded]);
  const collapse = () => {
    setOpen(false);
    setExpanded(false);
  };

  const links = () => Array.from(resultsRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) inputRef.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      const first = links()[0];
      if (first) {
        event.preventDefault();
        setOpen(true);
        first.focus();
      }
    } else if (event.key === 'Escape') {
      if (compact) collapse();
      else setOpen(false);
    } else if (event.key === 'Enter') {
      // Enter in the box opens the first result, like choosing it.
      const first = links()[0];
      if (first && state.status === 'done') {
        event.preventDefault();
        first.click();
      }
    }
  };
  // Text typed before the code arrived opens the panel too: it says if that code did not come.
  const showPanel = open && (state.status !== 'idle' || (!search && text.trim() !== ''));
  if (collapsed)
    return (
      <IconButton
        color="inherit"
        aria-label={translate('shell.search.label')}
        onClick={() => setExpanded(true)}
        data-testid="quick-search-open"
      >
        <SearchIcon />
      </IconButton>
    );
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box
        role="search"
        sx={
          compact
            ? {
                position: 'fixed',
                top: 0,
                insetInline: 0,
                zIndex: (t) => t.zIndex.appBar + 1,
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                minHeight: 56,
                px: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }
            : { position: 'relative', mx: 1 }
        }
      >
        {compact && (
          <IconButton color="inherit" aria-label={translate('ra.action.close')} onClick={collapse} data-testid="quick-search-close">
            <CloseIcon />
          </IconButton>
        )}
        <Box
          sx={(theme) => ({
            display: 'flex',
            flex: compact ? 1 : undefined,
            alignItems: 'center',
            gap: 0.5,
            borderRadius: 1,
            paddingInline: 1,
            // On the light theme's teal bar a white veil left typed text at 3.2:1 (axe): a dark
            // one keeps white text at 4.5:1 or more. The dark theme's bar keeps the white veil.
            bgcolor: alpha(veil(theme), 0.15),
            '&:focus-within': { bgcolor: alpha(veil(theme), 0.25) },
          })}
        >
          {state.status === 'waiting' || state.status === 'loading' ? (
            <CircularProgress size={18} color="inherit" aria-label={translate('shell.search.searching')} />
          ) : (
            <SearchIcon fontSize="small" aria-hidden />
          )}
          <InputBase
            inputRef={inputRef}
            value={text}
            placeholder={translate('shell.search.placeholder')}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setText(event.target.value);
              setOpen(true);
              if (search) search.input(event.target.value);
              else load();
            }}
            onFocus={() => {
              setOpen(true);
              load();
            }}
            onKeyDown={onInputKeyDown}
            type="search"
            autoComplete="off"
            inputProps={{
              'aria-label': translate('shell.search.label'),
              // Only while the results exist: a reference to a missing element is invalid ARIA.
              'aria-controls': showPanel ? RESULTS_ID : undefined,
              'aria-keyshortcuts': 'Control+K Meta+K /',
              title: translate('shell.search.shortcut_hint'),
              'data-testid': 'quick-search-input',
            }}
            sx={{
              color: 'inherit',
              width: compact ? '100%' : { sm: 160, md: 220 },
              // The app bar's focus ring (src/theme/themes.ts) goes round the box at no offset.
              '& .MuiInputBase-input:focus-visible': { outlineOffset: 0 },
              '& .MuiInputBase-input::-webkit-search-decoration': { WebkitAppearance: 'none' },
            }}
          />
        </Box>
        {showPanel && (
          // Under the search box, on its inline-end edge; under the phone's full-width search
          // bar, centred: positioned by CSS in the search landmark, so it scrolls and mirrors with it.
          <Box
            sx={{
              position: 'absolute',
              top: '100%',
              zIndex: (t) => t.zIndex.modal,
              ...(compact ? { insetInline: 0, display: 'flex', justifyContent: 'center' } : { insetInlineEnd: 0 }),
            }}
          >
            <ChunkBoundary fallback={null} onRetry={load}>
              <QuickSearchResults
                id={RESULTS_ID}
                ref={resultsRef}
                state={state}
                onLeave={(closing) => (closing ? close(true) : inputRef.current?.focus())}
                onRetry={() => search?.retry()}
                onNavigate={collapse}
              />
            </ChunkBoundary>
          </Box>
        )}
      </Box>
    </ClickAwayListener>
  );
}
