/** How long "Application already exists." stays beside the Apply button. */
export const DUPLICATE_MESSAGE_MS = 5000;
