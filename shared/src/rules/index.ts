export * from './constants';
export * from './validators';
