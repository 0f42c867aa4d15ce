import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'ra-ui-materialui';

/** A button that navigates to one of the canonical URLs (react-admin's own buttons build `/<resource>/<id>`). */
export function LinkButton({ to, label, icon, variant }: { to: string; label: string; icon?: ReactElement; variant?: 'text' | 'contained' | 'outlined' }) {
  return (
    <Button component={Link} to={to} label={label} variant={variant} onClick={(e: React.MouseEvent) => e.stopPropagation()}>
      {icon}
    </Button>
  );
}
