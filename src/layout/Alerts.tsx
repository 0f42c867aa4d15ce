import { Notification } from 'ra-ui-materialui';
import { ALERT_DURATION_MS } from '../config/constants';

/** react-admin's snackbar with the SPEC §9 display time; loaded with the first alert. */
export default function Alerts() {
  return <Notification autoHideDuration={ALERT_DURATION_MS} />;
}
