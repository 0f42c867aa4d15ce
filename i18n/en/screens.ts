/** Strings of the screens that are not resources (`src/screens/*.screen.ts`): `screens.<name>.title` and their own. */
export const screens = {
  common: {
    saved: 'Saved.',
  },
};
