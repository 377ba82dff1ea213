// The affiliates module's public entry: what other modules use of it.
export { affiliateExportColumns } from './affiliate-export';
export { affiliatesList, affiliatesSearched, nameOrDniMatches } from './service';
