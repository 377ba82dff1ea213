// The affiliates feature's public entry: what other features use of it.
export { useOrganizationOptions } from './get-organization-options';
