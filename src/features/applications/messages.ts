// The application forms' result messages (spec §8), word for word.
export const APPLICATION_SUCCESS = 'Thank you for submitting your application!';
export const APPLICATION_FAILURE = 'There was an error submitting your application. Please try again.';
