// Every table, one file per feature. Add a feature's file here and its SQL in ../migrations.
export * from './identity.js';
export * from './mail.js';
export * from './billing.js';
export * from './stories.js';
export * from './series.js';
export * from './credits.js';
export * from './sandbox.js';
export * from './audio.js';
export * from './daily.js';
export * from './admin.js';
export * from './shares.js';
export * from './books.js';
export * from './recordings.js';
