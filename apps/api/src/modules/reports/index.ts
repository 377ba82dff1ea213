export { endOfDay, standingGroups, type StandingGroup } from './standing-groups';
