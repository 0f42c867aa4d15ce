import type { shell as enShell } from '../en/shell';
import type { Messages } from '../types';

export const shell: Messages<typeof enShell> = {
  placeholder: 'Interfaz',
};
