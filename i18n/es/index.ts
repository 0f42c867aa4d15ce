import type { en } from '../en';
import type { Messages } from '../types';
import raSpanish from './ra';
import { app } from './app';
import { appScreens, raScreens, resources, screenContent, shellScreens, widgets } from './screenStage';
import { resourceNames, screens, shell } from './signedIn';
import { joinGroups } from '../join';

export const es: Messages<typeof en> = {
  ra: { ...raSpanish, ...raScreens },
  app: { ...app, ...appScreens },
  resources: joinGroups(resourceNames, resources),
  shell: joinGroups(shell, shellScreens),
  widgets,
  screens: joinGroups(screens, screenContent),
};
export default es;
