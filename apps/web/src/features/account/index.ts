// The account feature's public entry: what other features use of it (the app layer routes to its pages).
export { useAccount } from './get-account';
