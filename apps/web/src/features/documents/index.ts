// The documents feature's public entry: what other features use of it.
export { DocumentsPanel } from './documents-panel';
