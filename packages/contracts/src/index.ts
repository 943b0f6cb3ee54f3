export * from './codes';
export * from './constants';
export * from './messages';
export * from './validation';
export * from './user';
export * from './file';
export * from './envelope';
export * from './routes';
