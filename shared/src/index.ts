export * from './api-scopes';
export * from './catalogue';
export * from './errors';
export * from './messages';
export * from './payment-method';
export * from './rules';
export * from './schemas';
export * from './validate';
