// The administrators module's public entry: what other modules use of it.
export { administratorExportColumns } from './administrator-export';
export { administratorsList, updateOwnProfile } from './service';
