import type { en } from '../en';
import type { Messages } from '../types';
import raArabic from './ra';
import { app } from './app';
import { resources } from './resources';
import { resourceNames, screens, shell, widgets } from './signedIn';
import { joinResources } from '../join';

export const ar: Messages<typeof en> = { ra: raArabic, app, resources: joinResources(resourceNames, resources), shell, widgets, screens };
export default ar;
