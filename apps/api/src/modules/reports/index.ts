// What other modules use of the reports: the provision job reads the portfolio's aging groups; the
// jobs keep today's figures.
export { endOfDay, standingGroups, type StandingGroup } from './standing-groups';
export { keepTodaysFigures } from './kept-standings';
