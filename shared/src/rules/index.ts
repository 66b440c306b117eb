export * from './constants';
export * from './validators';
export * from './schemas';
