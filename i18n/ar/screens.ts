import type { screens as enScreens } from '../en/screens';
import type { Messages } from '../types';

export const screens: Messages<typeof enScreens> = {
  common: {
    saved: 'تم الحفظ.',
  },
};
