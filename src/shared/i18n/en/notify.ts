// What people are told of, in English: the alerts a phone shows, the bell's list, the switches.
export const NOTIFY = {
  'push.message': '{name} wrote about “{book}”',
  'push.messages': '{count, plural, other {# new messages}} from {name} about “{book}”',
  'push.review': '{name} rated you {stars, plural, one {# star} other {# stars}}',
  'push.wanted': 'A book for your saved search',
  'push.wantedBody': '“{book}”, {price}',

  'app.install': 'Install the app',
  'notify.title': 'Notifications',
  'notify.bell': 'Notifications',
  'notify.bellUnread': 'Notifications, {count, plural, one {# unread} other {# unread}}',
  'notify.empty':
    'Nothing yet. Messages, changes to your bookings, reviews and books for your saved searches show here.',
  'notify.new': 'New',
  'notify.settingsLink': 'Choose what you are told of',
  'notify.booking': 'About “{book}”',
  'notify.wantedFor': 'New for your saved search: “{book}”, {price}',
  'notify.status.sold': 'Sold',
  'notify.status.withdrawn': 'No longer for sale',

  'notify.settings': 'What you are told of',
  'notify.settingsHelp':
    'Alerts come to this phone or computer once you allow them; e-mails go to your sign-in address. The reminder of unread messages is e-mailed only when no alert reached you.',
  'notify.kind.message': 'Messages',
  'notify.kind.booking': 'Changes to bookings',
  'notify.kind.wanted': 'Books for saved searches',
  'notify.kind.review': 'Reviews of you',
  'notify.kind.moderation': 'Decisions on reports',
  'notify.noEmail': 'Not sent by e-mail',
  'notify.way.push': 'Alerts',
  'notify.way.email': 'E-mail',
  'notify.saved': 'Saved',
  'notify.device': 'Alerts on this device',
  'notify.deviceOn': 'On',
  'notify.deviceOff': 'Off',
  'notify.deviceTurnOn': 'Turn on alerts here',
  'notify.deviceTurnOff': 'Turn off alerts here',
  'notify.deviceBlocked':
    'This browser blocks alerts from Boipoka. Allow notifications for this site in its settings.',
  'notify.deviceUnsupported': 'This browser cannot show alerts from websites.',
  'notify.deviceHomeScreen':
    'On an iPhone or iPad, alerts come to Boipoka on the Home Screen: tap Share, then Add to Home Screen, and turn them on there.',
  'notify.deviceDone': 'Alerts are on for this device',
  'notify.deviceStopped': 'Alerts are off for this device',

  'notify.ask.seller': 'Get told when the seller answers?',
  'notify.ask.buyer': 'Get told when the buyer answers?',
  'notify.ask.why': 'An alert on this device, even when Boipoka is closed.',
  'notify.ask.yes': 'Yes, tell me',
  'notify.ask.no': 'Not now',
} as const;
