// What other modules use of the reports: the provision job reads the portfolio's aging groups.
export { endOfDay, standingGroups, type StandingGroup } from './standing-groups';
