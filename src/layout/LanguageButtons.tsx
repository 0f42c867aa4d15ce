import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import { useLocaleState, useTranslate } from 'ra-core';
import { LANGUAGES, type Locale } from '../locale/languages';

/**
 * The sign-in page's language choice: all offered languages as one row of buttons,
 * so the first page carries no menu or popover code.
 */
export function LanguageButtons({ locales }: { locales: readonly Locale[] }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <ButtonGroup size="small" variant="text" aria-label={translate('app.language.choose')} data-testid="language-buttons">
      {LANGUAGES.filter((l) => locales.includes(l.locale)).map((l) => (
        <Button
          key={l.locale}
          lang={l.locale}
          aria-pressed={l.locale === locale}
          variant={l.locale === locale ? 'contained' : 'text'}
          disableElevation
          onClick={() => setLocale(l.locale)}
        >
          {l.name}
        </Button>
      ))}
    </ButtonGroup>
  );
}
