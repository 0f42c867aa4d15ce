import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { SCROLL_TO_TOP_DELAY_MS } from '../config/constants';

/**
 * After each route change the page scrolls to the top after 100 ms. Until the layout titles the
 * tab with its page (./TabTitle.tsx), the document title is the product header title in the
 * active language (SPEC §2).
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const title = translate('app.title');
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  useEffect(() => {
    if (!document.getElementById('react-admin-title')) document.title = title;
  }, [title]);
  return null;
}
