export * from './catalogue';
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './validate';
