import englishMessages from 'ra-language-english';
import { app } from './app';
import { appScreens, resources, screenContent, shellScreens, widgets } from './screenStage';
import { resourceNames, screens, shell } from './signedIn';
import { joinGroups } from '../join';

/**
 * English: the reference catalogue. `ar` and `es` are typed against it (a missing key is a
 * compile error) and a parity test checks every key both ways. SPEC messages keep their
 * `{{name}}`/`{{min}}` placeholders; react-admin's own keep polyglot's `%{name}`.
 * Resource titles (`name`) are plural without polyglot plural forms, `item` is the singular.
 */
/** react-admin's English, in the glossary's words: a list on screen has records, not rows. */
const ra = {
  ...englishMessages.ra,
  action: { ...englishMessages.ra.action, select_row: 'Select this record' },
  navigation: { ...englishMessages.ra.navigation, page_rows_per_page: 'Records per page:' },
};

export const en = {
  ra,
  app: { ...app, ...appScreens },
  resources: joinGroups(resourceNames, resources),
  shell: joinGroups(shell, shellScreens),
  widgets,
  screens: joinGroups(screens, screenContent),
};
export default en;
