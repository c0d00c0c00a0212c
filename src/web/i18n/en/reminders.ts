/** English texts of the reminder channels (issue 18), in settings and on the dashboard. */
export const reminders = {
  title: 'Reminder channels',
  email: 'Email: reminders go to your account email, each with a link to stop them.',
  pushUnsupported: 'This browser cannot show notifications.',
  pushOn: 'Notifications on this device: on',
  pushOff: 'Notifications on this device: off',
  pushTurnOn: 'Turn on notifications on this device',
  pushTurnOff: 'Turn off on this device',
  pushRefused: 'Notifications are blocked for Charla in this browser.',
  pushOnDone: 'This device will show your reminders.',
  pushOffDone: 'This device will no longer show reminders.',
  sendTest: 'Send a test reminder',
  testSent_one: 'Test reminder sent by email and to {{count}} device.',
  testSent_other: 'Test reminder sent by email and to {{count}} devices.',
  failed: 'Something went wrong. Please try again.',
  next: 'Next reminder: {{when}}',
  noNext: 'Daily reminders are off.',
} as const;
