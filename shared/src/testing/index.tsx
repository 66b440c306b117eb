export * from './renderWithProviders';
export * from './apiServer';
export { createManualClock } from '../clock/clock';
export { chessFee } from './fees';
