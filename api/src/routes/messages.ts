// Refusals more than one route gives.

export const APPLICATION_EXISTS_MESSAGE = 'Application already exists.';
