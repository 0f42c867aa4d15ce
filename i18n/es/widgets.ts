import type { widgets as enWidgets } from '../en/widgets';
import type { Messages } from '../types';

export const widgets: Messages<typeof enWidgets> = {
  placeholder: 'Herramientas',
};
