// What screens that show a resource read beyond the signed-in strings: each resource's field
// labels, choices and actions, the forms' and fields' shell-wide strings and react-admin's, the
// widgets'.
export { resources } from './resources';
export { appScreens } from './appScreens';
export { shellScreens } from './shellScreens';
export { screenContent } from './screenContent';
export { raScreens } from './raScreens';
export { widgets } from './widgets';
