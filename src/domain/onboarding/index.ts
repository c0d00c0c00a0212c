export * from './options';
export * from './types';
export * from './selection';
export * from './validation';
export * from './plan';
