import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';

/**
 * A button that navigates to one of the canonical URLs (react-admin's own buttons build
 * `/<resource>/<id>`). A plain MUI button: react-admin's runs a media query per instance,
 * which a 500-row list pays a thousand times.
 */
export function LinkButton({
  to,
  label,
  icon,
  variant,
}: {
  to: string;
  label: string;
  icon?: ReactElement;
  variant?: 'text' | 'contained' | 'outlined';
}) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} size="small" variant={variant} startIcon={icon} onClick={(e: React.MouseEvent) => e.stopPropagation()}>
      {translate(label, { _: label })}
    </Button>
  );
}
