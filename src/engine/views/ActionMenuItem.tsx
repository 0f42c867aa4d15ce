import type { ReactElement } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';

/**
 * One action in an overflow menu (a phone's details page): its icon at the small size, in the
 * action's colour with its words, as the same action's button draws it on a wide screen.
 */
export function ActionMenuItem({
  icon,
  label,
  color,
  disabled,
  onClick,
}: {
  icon?: ReactElement;
  label: string;
  color?: 'primary' | 'success' | 'error' | 'warning';
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <MenuItem disabled={disabled} sx={{ color: color ? `${color}.main` : undefined }} onClick={onClick}>
      {icon && <ListItemIcon sx={{ color: 'inherit', '& svg': { fontSize: 20 } }}>{icon}</ListItemIcon>}
      {label}
    </MenuItem>
  );
}
