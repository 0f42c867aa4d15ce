import { useEffect } from 'react';
import { useTranslate } from 'ra-core';
import { tabTitle } from '../locale/tabTitle';

/**
 * Titles the browser tab with the page's title as the app bar shows it (its one h1, whatever view
 * drew it) followed by the product's short name, and follows it as the page draws it. Rendered
 * with the layout, whose app bar holds that heading; when the layout goes (signed out, an error
 * page above it), the tab takes the product header title in the active language (SPEC §2).
 */
export function TabTitle() {
  const translate = useTranslate();
  const title = translate('app.title');
  const short = translate('app.short_title');
  useEffect(() => {
    const heading = document.getElementById('react-admin-title');
    const update = () => {
      const page = heading?.isConnected ? heading.textContent?.trim() : undefined;
      const next = page ? tabTitle(page, short) : title;
      if (document.title !== next) document.title = next;
    };
    update();
    // Only the heading is watched: the title arrives with the page's chunk and its data.
    const observer = new MutationObserver(update);
    if (heading) observer.observe(heading, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = title;
    };
  }, [title, short]);
  return null;
}
