// drizzle's `is(value, type)` (is this chunk a column? a table? SQL?) walks the value's class chain on
// every call: ~40 % of the time drizzle takes to write a statement. Its answer depends only on the
// value's prototype and the type, so the bundle keeps each pair's answer (weakly, by prototype).
const ORIGINAL = 'function is(value, type) {';

/** drizzle-orm/entity.js with `is` answering from a memo of (prototype, type); throws if the source changed shape. */
export function memoizeIs(source) {
  if (!source.includes(ORIGINAL))
    throw new Error('drizzle-orm/entity.js: `function is(value, type)` not found');
  return `${source.replace(ORIGINAL, 'function isUncached(value, type) {')}
const isAnswers = new WeakMap();
function is(value, type) {
  if (!value || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return isUncached(value, type);
  let answers = isAnswers.get(proto);
  if (answers === undefined) isAnswers.set(proto, (answers = new Map()));
  let answer = answers.get(type);
  if (answer === undefined) answers.set(type, (answer = isUncached(value, type)));
  return answer;
}
`;
}
