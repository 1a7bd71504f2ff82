// TypeBox schemas of the requests and responses of spec section 7: the server validates every
// route with them; tests check answers against them.
export * from './messages';
export * from './common';
export * from './user';
export * from './auth';
export * from './profile';
export * from './calendar';
export * from './partners';
export * from './signals';
export * from './admin';
