import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

// The sign-in popup lands here: hand the response to the app window that opened it (MSAL v5's redirect bridge).
broadcastResponseToMainFrame().catch((error: unknown) => {
  console.error('Could not return the sign-in response to the app', error);
  const status = document.getElementById('status');
  if (status) status.textContent = 'Sign-in could not be completed. Close this window and try again.';
});
