import type { en } from '../en';
import type { Messages } from '../types';
import raArabic from './ra';
import { app } from './app';
import { appScreens, raScreens, resources, screenContent, shellScreens, widgets } from './screenStage';
import { resourceNames, screens, shell } from './signedIn';
import { joinGroups } from '../join';

export const ar: Messages<typeof en> = {
  ra: { ...raArabic, ...raScreens },
  app: { ...app, ...appScreens },
  resources: joinGroups(resourceNames, resources),
  shell: joinGroups(shell, shellScreens),
  widgets,
  screens: joinGroups(screens, screenContent),
};
export default ar;
