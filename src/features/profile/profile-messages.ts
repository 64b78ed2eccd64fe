// What the profile forms say. The first three are the spec's (§8), word for
// word; the rest cover failures the spec leaves unspecified.
export const PROFILE_MESSAGES = {
  emailUpdated: 'Email updated successfully!',
  passwordUpdated: 'Password updated successfully!',
  wrongPassword: 'Current password is incorrect.',
  emailInUse: 'That email is already in use.',
  emailFailed: 'Your email could not be updated. Please try again.',
  passwordFailed: 'Your password could not be updated. Please try again.',
  subscriptionsSaved: 'Your subscriptions have been saved.',
  subscriptionsFailed: 'Your subscriptions could not be saved. Please try again.',
} as const;
