/**
 * A `pg` client that prepares each parameterised statement once per connection. Drizzle sends
 * every query as an unnamed statement, so PostgreSQL parses and plans the same text again on
 * every call; parse and bind were about two thirds of the server's time per statement on the
 * apply path. Naming a statement by its text makes `pg` send Parse once per connection and
 * only Bind/Execute afterwards, and lets PostgreSQL keep a plan for it.
 *
 * Only texts with parameters are named (what an application runs again and again), and only
 * the first MAX_NAMED_TEXTS distinct ones: a text built from a variable number of rows (a
 * multi-row insert) is a new text per row count, and each named text stays prepared on every
 * connection for its lifetime.
 */
import pg from 'pg';

const MAX_NAMED_TEXTS = 2000;

type QueryConfigWithName = pg.QueryConfig & { name?: string };

export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly limit = MAX_NAMED_TEXTS) {}

  /** The statement name for this text, or undefined once the limit is reached. */
  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= this.limit) return known;
    const name = `tg${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }
}

const isNamable = (config: unknown): config is QueryConfigWithName =>
  typeof config === 'object' &&
  config !== null &&
  'text' in config &&
  typeof config.text === 'string' &&
  !('name' in config && config.name !== undefined) &&
  !('submit' in config && typeof config.submit === 'function');

const corked = new WeakSet<object>();
/** Statements to issue just before a turn's statements leave: they go last, in the same write. */
const lastThisTurn = new WeakMap<object, (() => void)[]>();

/**
 * In pipeline mode, the queries issued in one turn of the event loop (a transaction's
 * independent writes, settle-all.ts) leave in one socket write rather than one each: a
 * loopback write wakes the reader, and on this kind of VM each costs 45-85 µs of CPU.
 */
function writeTogetherThisTurn(client: pg.Client): void {
  if (!client.pipeline) return;
  const { stream } = client.connection;
  if (corked.has(stream)) return;
  corked.add(stream);
  stream.cork();
  process.nextTick(() => {
    const last = lastThisTurn.get(stream) ?? [];
    lastThisTurn.delete(stream);
    for (const issue of last) issue();
    corked.delete(stream);
    stream.uncork();
  });
}

/** Clients whose transaction's end has been sent (endThisTurn). */
const ended = new WeakSet<pg.Client>();

/**
 * Ends the transaction on `client` after every statement issued on it in this turn of the
 * event loop (pipeline mode), in the same socket write, and answers the result: COMMIT, or
 * ROLLBACK when `choose` says so at that moment. From then on the client refuses statements
 * until `reopen`: one issued later would run outside the transaction, so it fails instead.
 * The transaction wrapper's own COMMIT or ROLLBACK is answered without being sent. If a
 * statement before the COMMIT failed, PostgreSQL ends the transaction with ROLLBACK instead.
 */
export function endThisTurn(
  client: pg.Client,
  choose: () => 'commit' | 'rollback',
): Promise<unknown> {
  const query = pg.Client.prototype.query;
  return new Promise((resolve, reject) => {
    const issue = () => {
      const sent: unknown = Reflect.apply(query, client, [choose()]);
      ended.add(client);
      if (sent instanceof Promise) sent.then(resolve, reject);
      else reject(new Error('the end of the transaction was not sent'));
    };
    if (!client.pipeline) {
      issue();
      return;
    }
    writeTogetherThisTurn(client);
    const { stream } = client.connection;
    lastThisTurn.set(stream, [...(lastThisTurn.get(stream) ?? []), issue]);
  });
}

/** The client takes statements again: its transaction has ended. */
export function reopen(client: pg.Client): void {
  ended.delete(client);
}

const textOf = (config: unknown): string | undefined =>
  typeof config === 'string'
    ? config
    : typeof config === 'object' && config !== null && 'text' in config
      ? String(config.text)
      : undefined;

/** What `pg` answers for a transaction's end; drizzle reads nothing of it. */
const ENDED = { command: 'COMMIT', rowCount: null, oid: 0, fields: [], rows: [] };

/** After endThisTurn: the wrapper's COMMIT or ROLLBACK is answered, anything else refused. */
function afterEnd(config: unknown): Promise<unknown> {
  const text = textOf(config)?.trim().toLowerCase();
  if (text === 'commit' || text === 'rollback') return Promise.resolve(ENDED);
  throw new Error('A statement after the end of its transaction');
}

const isBegin = (config: unknown): boolean =>
  typeof config === 'object' && config !== null && textOf(config)?.trim().toLowerCase() === 'begin';

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/** What `pg` answers for a BEGIN; drizzle reads nothing of it. */
const BEGUN = { command: 'BEGIN', rowCount: null, oid: 0, fields: [], rows: [] };

/**
 * A transaction's BEGIN is sent but not waited for, so it leaves with the transaction's first
 * statement in one socket write and costs no round trip of its own (JDBC and Npgsql send it
 * the same way). On a working connection BEGIN does not fail; on a broken one the statements
 * after it fail too, and so does the COMMIT that follows them.
 */
function beginWithoutWaiting(client: pg.Client, query: typeof pg.Client.prototype.query): unknown {
  const sent: unknown = Reflect.apply(query, client, ['begin']);
  if (sent instanceof Promise) sent.catch(() => undefined);
  return Promise.resolve(BEGUN);
}

/** A pg.Client class whose parameterised queries are named from one shared StatementNames. */
export function preparingClient(names: StatementNames): typeof pg.Client {
  class PreparingClient extends pg.Client {}
  const query = pg.Client.prototype.query;
  // Defined on the prototype rather than as a TypeScript override: pg's query() is a set of
  // overloads, and this passes every call through with its arguments unchanged except a name.
  Object.defineProperty(PreparingClient.prototype, 'query', {
    value: function namedQuery(this: pg.Client, config: unknown, ...rest: unknown[]): unknown {
      if (ended.has(this)) return afterEnd(config);
      writeTogetherThisTurn(this);
      const noValues = rest.length === 0 || (rest.length === 1 && isEmptyList(rest[0]));
      if (this.pipeline && noValues && isBegin(config)) {
        return beginWithoutWaiting(this, query);
      }
      const values = rest[0];
      if (isNamable(config) && Array.isArray(values) && values.length > 0) {
        const name = names.nameFor(config.text);
        if (name !== undefined) return Reflect.apply(query, this, [{ ...config, name }, ...rest]);
      }
      return Reflect.apply(query, this, [config, ...rest]);
    },
  });
  return PreparingClient;
}
