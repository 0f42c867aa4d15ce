import { useCallback, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import VerifiedIcon from '@mui/icons-material/Verified';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useRecordContext, useTranslate, type RaRecord } from 'ra-core';
import { useChangeLanguage } from '../../engine/useChangeLanguage';
import { isLocale } from '../../locale/languages';
import { displayTimeZone, setDisplayTimeZone } from '../../locale/timeZone';
import { setDisplayPrefs } from '../../locale/displayPrefs';

/**
 * After a save: the account's time zone becomes the zone date-times are shown in (kept in this
 * browser: `time_zone` in localStorage), its digits and calendar how numbers and dates are
 * written (`digits`, `calendar`), and a language the operator changed on this page
 * becomes the interface language. A language left as it was does not switch the interface
 * (the operator may be reading it in another language, chosen from the user menu).
 */
export function useApplyAccount() {
  const [locale, changeLanguage] = useChangeLanguage();
  const loaded = useRef<unknown>(undefined);
  const onLoaded = useCallback((record: RaRecord) => {
    loaded.current ??= record.language;
  }, []);
  const onSaved = useCallback(
    (record: RaRecord) => {
      if (typeof record.time_zone === 'string') setDisplayTimeZone(record.time_zone);
      setDisplayPrefs({ digits: record.digits, calendar: record.calendar });
      const changed = record.language !== loaded.current;
      loaded.current = record.language;
      if (changed && isLocale(record.language) && record.language !== locale) changeLanguage(record.language);
    },
    [locale, changeLanguage],
  );
  return { onLoaded, onSaved };
}

/**
 * Whether the account's email is verified (read only: the server says so), and, on opening,
 * the saved time zone applied to this browser, so every date-time matches the account.
 */
export function AccountVerification({ onLoaded }: { onLoaded: (record: RaRecord) => void }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const zone = record?.time_zone;
  const digits: unknown = record?.digits;
  const calendar: unknown = record?.calendar;
  useEffect(() => {
    if (typeof zone === 'string' && zone !== displayTimeZone()) setDisplayTimeZone(zone);
  }, [zone]);
  useEffect(() => {
    if (digits !== undefined || calendar !== undefined) setDisplayPrefs({ digits, calendar });
  }, [digits, calendar]);
  useEffect(() => {
    if (record) onLoaded(record);
  }, [record, onLoaded]);
  if (!record) return null;
  const verified = record.verified === true;
  return (
    <Box sx={{ px: 2, pt: 1.5 }}>
      <Chip
        data-testid="account-verified"
        data-verified={verified}
        size="small"
        color={verified ? 'success' : 'warning'}
        variant="outlined"
        icon={verified ? <VerifiedIcon /> : <ErrorOutlineIcon />}
        label={translate(verified ? 'screens.account.verified' : 'screens.account.not_verified')}
      />
    </Box>
  );
}
