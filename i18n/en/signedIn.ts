// What signed-in screens read beyond the sign-in strings, except what only screens that show a
// resource read (./screenStage.ts, fetched with the first such screen).
export { shell } from './shell';
export { screens } from './screens';
export { resourceNames } from './resourceNames';
