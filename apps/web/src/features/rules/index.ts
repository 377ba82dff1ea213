// The rules feature's public entry: what other features use of it.
export { lastRuleQuery, useLastRule } from './get-last-rule';
