export * from './user';
export * from './file';
export * from './system';
