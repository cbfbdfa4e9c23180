/**
 * A `pg` client that prepares each parameterised statement once per connection. Drizzle sends
 * every query as an unnamed statement, so PostgreSQL would parse and plan the same text again
 * on every call. Naming a statement by its text makes `pg` send Parse once per connection and
 * only Bind/Execute afterwards, and lets PostgreSQL keep a plan for it (decision 0025).
 *
 * Only texts with parameters are named (what an application runs again and again), and only
 * the first MAX_NAMED_TEXTS distinct ones: a text built from a variable number of rows is a
 * new text per row count, and each named text stays prepared on a connection for its life.
 */
import type pg from 'pg';

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

/** A subclass of `Base` whose parameterised queries are named from `names`. */
export function namingStatements(names: StatementNames, Base: typeof pg.Client): typeof pg.Client {
  class NamingClient extends Base {}
  const query = Base.prototype.query;
  // Defined on the prototype rather than as a TypeScript override: pg's query() is a set of
  // overloads, and this passes every call through with its arguments unchanged except a name.
  Object.defineProperty(NamingClient.prototype, 'query', {
    value: function namedQuery(this: pg.Client, config: unknown, ...rest: unknown[]): unknown {
      const values = rest[0];
      if (isNamable(config) && Array.isArray(values) && values.length > 0) {
        const name = names.nameFor(config.text);
        if (name !== undefined) return Reflect.apply(query, this, [{ ...config, name }, ...rest]);
      }
      return Reflect.apply(query, this, [config, ...rest]);
    },
  });
  return NamingClient;
}
