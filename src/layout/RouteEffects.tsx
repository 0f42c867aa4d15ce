import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { SCROLL_TO_TOP_DELAY_MS } from '../config/constants';
import { tabTitle } from '../locale/tabTitle';

/**
 * After each route change the page scrolls to the top after 100 ms. The document title is the
 * page's title as the app bar shows it (its one h1, whatever view drew it) followed by the
 * product's short name; a page without an app bar title gets the product header title in the
 * active language (SPEC §2).
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const title = translate('app.title');
  const short = translate('app.short_title');
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  useEffect(() => {
    const update = () => {
      const page = document.getElementById('react-admin-title')?.textContent?.trim();
      const next = page ? tabTitle(page, short) : title;
      if (document.title !== next) document.title = next;
    };
    update();
    // The title arrives with the lazy layout and the page's data: followed as it is drawn.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title, short]);
  return null;
}
