import { lazyModule } from '../config/chunks';

/**
 * The sign-in form's style sheet (src/theme/signIn.css): the first screen after sign-in does not
 * carry it, so it is fetched on its own where the form is shown — beside config.json, with the
 * form's code, by src/main.tsx for a signed-out visitor, and with the chunks of the other pages
 * that draw the form (the admin's sign-in page, the session dialog, the configuration error).
 */
export const signInStyles = lazyModule(() => import('./signIn.css'));
