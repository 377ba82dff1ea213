// The documents module's public entry: what other modules use of it.
export { signUploadToken } from './upload-token';
export { documentRoutes } from './routes';
