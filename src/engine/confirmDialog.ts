/** react-admin's confirmation dialog (with MUI's Dialog): fetched the first time one is asked for (ConfirmProvider). */
export { Confirm as default } from 'ra-ui-materialui';
