/** A node of `EXPLAIN (ANALYZE, FORMAT JSON)`: the keys this check reads. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** The planner's estimate for the whole node, in its cost units. */
  'Total Cost': number;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

export interface Problem {
  url: string;
  sql: string;
  params: unknown[];
  problem: string;
}

/**
 * A table this small may be read whole (organizations, rates, rules; at 5 % scale also carriers and
 * affiliates, which the planner rightly hashes whole there: PLANS_DATABASE_URL checks them at full scale).
 */
export const SMALL_TABLE = 10_000;
/** The share of a large table a query may read or sort: more is reading "the whole table". */
export const MOST_OF_A_TABLE = 0.1;

const SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

/** Rows a node produced over all its loops. */
const produced = (node: PlanNode) => node['Actual Rows'] * node['Actual Loops'];

/** Rows a scan node looked at: those it kept and those its conditions threw away, over all loops. */
const examined = (node: PlanNode) =>
  (node['Actual Rows'] +
    (node['Rows Removed by Filter'] ?? 0) +
    (node['Rows Removed by Index Recheck'] ?? 0)) *
  node['Actual Loops'];

/** The largest table read anywhere under `node`, and its size. */
function largestUnder(node: PlanNode, sizes: Map<string, number>): number {
  const own = node['Relation Name'] ? (sizes.get(node['Relation Name']) ?? 0) : 0;
  return Math.max(own, ...(node.Plans ?? []).map((child) => largestUnder(child, sizes)));
}

/**
 * What in a plan would not hold at national scale: a scan, sequential or through an index, that reads
 * most of a large table, or a sort fed most of one. `window` is the page's offset + limit: a deep
 * page legitimately reads that many rows of its index.
 */
export function checkPlan(
  root: PlanNode,
  {
    url,
    sql,
    params,
    sizes,
    window,
  }: { url: string; sql: string; params: unknown[]; sizes: Map<string, number>; window: number },
): Problem[] {
  const problems: Problem[] = [];
  // A deep page reads its offset from an index, and may hash a table a few times its window.
  const allowed = (size: number) => Math.max(size * MOST_OF_A_TABLE, 3 * window + 100);
  const walk = (node: PlanNode) => {
    const type = node['Node Type'];
    const relation = node['Relation Name'];
    const size = relation ? (sizes.get(relation) ?? 0) : 0;
    if (relation && size >= SMALL_TABLE && SCANS.has(type) && examined(node) > allowed(size))
      problems.push({
        url,
        sql,
        params,
        problem: `${type} on ${relation} reads ${examined(node)} of ${size} rows${node['Index Name'] ? ` (${node['Index Name']})` : ''}`,
      });
    if (type === 'Sort' || type === 'Incremental Sort') {
      const input = (node.Plans ?? []).reduce((sum, child) => sum + produced(child), 0);
      const size = largestUnder(node, sizes);
      if (size >= SMALL_TABLE && input > allowed(size))
        problems.push({
          url,
          sql,
          params,
          problem: `${type} of ${input} rows (largest table under it: ${size} rows)`,
        });
    }
    node.Plans?.forEach(walk);
  };
  walk(root);
  return problems;
}
