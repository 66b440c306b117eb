import { COURSE_REQUEST_EMPTY_MESSAGE } from '@academy/shared';

// The form's messages, word for word as the site shows them; the empty-field sentence lives with
// the shared course-request schema.
export const COURSE_REQUEST_EMPTY = COURSE_REQUEST_EMPTY_MESSAGE;
export const COURSE_REQUEST_SUCCESS = 'Thank you! We have received your request and will get back to you soon.';
export const COURSE_REQUEST_FAILED = 'Oops! Something went wrong. Please try again.';
/** Every message of the form disappears after this long. */
export const COURSE_REQUEST_MESSAGE_MS = 10_000;
