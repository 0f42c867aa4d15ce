import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslate } from 'ra-core';
import { LANGUAGES, type Locale } from '../locale/languages';
import { useChangeLanguage } from '../engine/useChangeLanguage';

/** A language picker; `locales` limits what is offered (Spanish only on sign-in and profile). */
export function LanguageMenu({ locales, color = 'inherit' }: { locales: readonly Locale[]; color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const [locale, setLocale] = useChangeLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LANGUAGES.find((l) => l.locale === locale);
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        data-testid="language-menu"
        // Named by the language it shows first (WCAG 2.5.3), then what it does.
        aria-label={translate('app.language.current', { name: current?.name ?? '' })}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <span lang={current?.locale}>{current?.name}</span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.filter((l) => locales.includes(l.locale)).map((l) => (
          <MenuItem
            key={l.locale}
            lang={l.locale}
            selected={l.locale === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(l.locale);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
