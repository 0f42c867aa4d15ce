/** Strings of the widgets: upload, cropper, phone input, export, profile (issue 3). */
export const widgets = {
  placeholder: 'Widgets',
};
