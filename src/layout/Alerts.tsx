import { Notification } from 'ra-ui-materialui';
import { ALERT_DURATION_MS } from '../config/constants';

/**
 * react-admin's snackbar with the SPEC §9 display time; loaded with the first alert. A message
 * takes its direction from its own first letter (`unicode-bidi: plaintext`): a server's English
 * message in the Arabic interface keeps its full stop at its end, and the other way round.
 */
export default function Alerts() {
  return (
    <Notification
      autoHideDuration={ALERT_DURATION_MS}
      sx={{ '& .MuiSnackbarContent-message': { unicodeBidi: 'plaintext', textAlign: 'start', overflowWrap: 'anywhere' } }}
    />
  );
}
