import './locale';
export * from './messages';
export * from './money/decimal';
export * from './money/amounts';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/prices';
