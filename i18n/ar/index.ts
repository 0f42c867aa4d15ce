import type { en } from '../en';
import type { Messages } from '../types';
import raArabic from './ra';
import { app } from './app';
import { resources } from './resources';
import { shell } from './shell';
import { widgets } from './widgets';
import { screens } from './screens';

export const ar: Messages<typeof en> = { ra: raArabic, app, resources, shell, widgets, screens };
export default ar;
