import { useMediaQuery } from '@academy/shared';

// The office's one switch between a desk's screen and a phone held upright. The lists' table needs
// about 850 px; below 700 px it would scroll sideways, so the lists show cards there instead.

/** A phone (or any screen narrower than the lists' table can be read on). */
export const PHONE_QUERY = '(max-width: 699.98px)';

/** True on a phone: the lists show cards and keep their filters folded away. */
export const usePhoneLayout = (): boolean => useMediaQuery(PHONE_QUERY);
