// The organizations module's public entry: what other modules use of it.
export { organizationExportColumns } from './organization-export';
export { organizationsList } from './service';
