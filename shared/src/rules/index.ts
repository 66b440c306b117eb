export * from './constants';
export * from './sheets';
export * from './isPlainObject';
export * from './validators';
export * from './schemas';
