import { useEffect, useState, type MouseEvent } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { useNavigate } from 'react-router-dom';
import { appPathOf, markMatches, sanitizeHtml } from './sanitize';

export interface SafeHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted HTML from the server. */
  html: string;
  /** Text to mark where the fragment's results contain it (what the operator searched for). */
  highlight?: string;
  /** Called after a link inside the app was followed (e.g. to close a popup). */
  onNavigate?: () => void;
}

/**
 * THE ONLY PLACE in the codebase allowed to use `dangerouslySetInnerHTML`: the HTML is
 * sanitised by DOMPurify first (see `sanitize.ts`), and nothing is shown until it is.
 * Links to app paths navigate inside the app instead of reloading the page.
 */
export function SafeHtml({ html, highlight, onNavigate, onClick, ...rest }: SafeHtmlProps) {
  const navigate = useNavigate();
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    sanitizeHtml(html).then((result) => {
      if (live) setClean({ source: html, html: highlight ? markMatches(result, highlight) : result });
    });
    return () => {
      live = false;
    };
  }, [html, highlight]);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor) return;
    // Checked again: the sanitiser only kept app links, but this is the place that follows it.
    const path = appPathOf(anchor.getAttribute('href'));
    event.preventDefault();
    if (path === null) return;
    navigate(path);
    onNavigate?.();
  };

  const ready = clean !== null && clean.source === html;
  return (
    <Box
      {...rest}
      onClick={handleClick}
      data-sanitized={ready ? 'true' : 'false'}
      dangerouslySetInnerHTML={{ __html: ready ? clean.html : '' }}
    />
  );
}
