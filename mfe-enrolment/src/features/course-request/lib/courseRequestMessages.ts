// SPEC §8, verbatim.
export const COURSE_REQUEST_EMPTY = 'Please enter Email and Course Name to proceed.';
export const COURSE_REQUEST_SUCCESS = 'Thank you! We have received your request and will get back to you soon.';
export const COURSE_REQUEST_FAILED = 'Oops! Something went wrong. Please try again.';
/** SPEC §9: every message of the form disappears after this long. */
export const COURSE_REQUEST_MESSAGE_MS = 10_000;
