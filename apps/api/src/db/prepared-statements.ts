import pg from 'pg';

/**
 * Statements one connection keeps prepared at most: past it the least recently used is deallocated.
 * A page of three tables with its generic plan holds ~115 KB of its backend: 100 are ~12 MB a
 * connection at worst. An IN-list's length makes a new text each time: without a cap each backend
 * (and each client's map here) would grow for as long as it lives.
 */
export const PREPARED_PER_CONNECTION = 100;

// Only a single plain DML statement can be prepared: no transaction control, SET, LISTEN, DDL or
// COPY, and no text with several statements (a `;` anywhere, even in a literal, leaves it unnamed).
const PREPARABLE = /^\s*(select|with|insert|update|delete|values)\b/i;

/**
 * A text search: how many rows its pattern selects (a common surname's trigrams, a rare word's) is
 * known only with the pattern, so its generic plan is a guess. Nationally the affiliates' name search
 * took one after five runs and read its 100 000-row copy whole: 32 ms of CPU a request against 12.
 */
const PATTERN = /\bi?like\b/i;

/** Whether the client sends `text` as a named prepared statement (planned for its values when it searches text). */
export const prepares = (text: string): boolean =>
  PREPARABLE.test(text) && !text.includes(';') && !PATTERN.test(text);

/**
 * Texts this process has named, and the ones it leaves unnamed (null), oldest first. Looked up
 * instead of hashing each text (SHA-1 of every statement was ~2 % of a page's server CPU). Past the
 * cap the oldest text is forgotten: seen again it gets a new name, and its old one ages out of each
 * connection's statements (`PREPARED_PER_CONNECTION`), so a name never stands for two texts.
 */
const named = new Map<string, string | null>();
const NAMED_TEXTS = 2_000;
let lastName = 0;

/** The name `text` is prepared under in every connection of this process; null when it stays unnamed. */
export function statementName(text: string): string | null {
  let name = named.get(text);
  if (name !== undefined) return name;
  name = prepares(text) ? `s${++lastName}` : null;
  if (named.size >= NAMED_TEXTS) named.delete(named.keys().next().value as string);
  named.set(text, name);
  return name;
}

type Config = string | (pg.QueryConfig & { submit?: unknown });

/** What pg keeps of a connection's named statements (its own bookkeeping, not in its types). */
interface Parsed {
  parsedStatements: Record<string, string>;
}

/**
 * A pg client that sends the app's statements as named prepared statements: PostgreSQL parses and
 * analyses each text once per connection, and plans it once when a generic plan serves (after five
 * runs, if it is not costlier than the custom ones). A dead connection takes its statements with it:
 * the pool's next client starts with none, and pg prepares again.
 */
export class PreparingClient extends pg.Client {
  /** Names this connection prepared, least recently used first. */
  #names = new Map<string, string>();

  // One signature for pg's overloads: the call is passed on as it came, with a name added.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    return super.query(this.#named(config as Config) as never, values, callback);
  }

  #named(config: Config): Config {
    const text = typeof config === 'string' ? config : config.text;
    if (typeof config !== 'string' && (config.name || typeof config.submit === 'function')) return config;
    if (typeof text !== 'string') return config;
    const name = statementName(text);
    if (name === null) return config;
    if (this.#names.has(name)) this.#names.delete(name);
    else if (this.#names.size >= PREPARED_PER_CONNECTION && !this.#evictOldest()) return config;
    this.#names.set(name, text);
    return typeof config === 'string' ? { text, name } : { ...config, name };
  }

  /** Deallocates the least recently used statement, queued before the new one; false when it cannot be now. */
  #evictOldest(): boolean {
    // In a failed transaction DEALLOCATE would fail too: that statement goes unnamed instead.
    if (this.getTransactionStatus() === 'E') return false;
    const [oldest] = this.#names.keys();
    if (oldest === undefined) return true;
    this.#names.delete(oldest);
    const parsed = (this as unknown as { connection: Parsed }).connection.parsedStatements;
    // pg forgets the name only once the server has: until then it would not parse it again.
    super.query(`deallocate "${oldest}"`, (err: Error | null) => {
      if (!err) delete parsed[oldest];
    });
    return true;
  }
}
