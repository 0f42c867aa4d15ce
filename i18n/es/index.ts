import type { en } from '../en';
import type { Messages } from '../types';
import raSpanish from './ra';
import { app } from './app';
import { resources } from './resources';
import { shell } from './shell';
import { widgets } from './widgets';
import { screens } from './screens';

export const es: Messages<typeof en> = { ra: raSpanish, app, resources, shell, widgets, screens };
export default es;
