/** Strings of the operator's shell: quick search, notifications, panels, dashboard (issue 5). */
export const shell = {
  placeholder: 'Shell',
};
