export * from './api/api-error';
