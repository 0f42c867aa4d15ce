import type { en } from '../en';
import type { Messages } from '../types';
import raSpanish from './ra';
import { app } from './app';
import { resources } from './resources';
import { resourceNames, screens, shell, widgets } from './signedIn';
import { joinResources } from '../join';

export const es: Messages<typeof en> = { ra: raSpanish, app, resources: joinResources(resourceNames, resources), shell, widgets, screens };
export default es;
