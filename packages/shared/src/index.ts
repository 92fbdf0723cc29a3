export * from './constants';
export * from './locales';
export * from './error-codes';
export * from './profile-options';
export * from './schemas/settings';
export * from './schemas/reference';
export * from './schemas/user';
