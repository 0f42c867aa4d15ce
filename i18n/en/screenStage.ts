import englishMessages from 'ra-language-english';
// What screens that show a resource read beyond the signed-in strings: each resource's field
// labels, choices and actions, the forms' and fields' shell-wide strings and react-admin's, the
// widgets'. (English's react-admin strings all come with the sign-in, from ra-language-english.)
export { resources } from './resources';
export { appScreens } from './appScreens';
export { shellScreens } from './shellScreens';
export { screenContent } from './screenContent';
export { widgets } from './widgets';

const { boolean, input, sort, validation, saved_queries, guesser, configurable } = englishMessages.ra;
export const raScreens = { boolean, input, sort, validation, saved_queries, guesser, configurable };
