// What signed-in screens read beyond the sign-in strings, except each resource's field labels,
// choices and actions (./resources.ts, fetched with the first screen that shows a resource).
export { shell } from './shell';
export { widgets } from './widgets';
export { screens } from './screens';
export { resourceNames } from './resourceNames';
