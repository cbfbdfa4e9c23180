/**
 * A `pg` client for pipeline mode (the pool's `pipeline` option; DATABASE_PIPELINE, decision
 * 0025) with two refinements that no caller sees:
 * - a transaction's BEGIN is sent without waiting for its answer, so it leaves with the first
 *   statement and costs no round trip of its own (JDBC and Npgsql send it the same way). On a
 *   working connection BEGIN does not fail; on a broken one the statements after it fail too,
 *   and so does the COMMIT that follows them;
 * - the queries issued in one turn of the event loop leave in one socket write rather than one
 *   each (the socket is corked until the turn ends): every loopback write wakes the reader.
 */
import type pg from 'pg';

const corked = new WeakSet<object>();

function writeTogetherThisTurn(client: pg.Client): void {
  const { stream } = client.connection;
  if (corked.has(stream)) return;
  corked.add(stream);
  stream.cork();
  process.nextTick(() => {
    corked.delete(stream);
    stream.uncork();
  });
}

const isBegin = (config: unknown, rest: readonly unknown[]): boolean => {
  const text =
    typeof config === 'string'
      ? config
      : typeof config === 'object' && config !== null && 'text' in config
        ? String(config.text)
        : '';
  const noValues =
    rest.length === 0 || (rest.length === 1 && Array.isArray(rest[0]) && rest[0].length === 0);
  return noValues && text.trim().toLowerCase() === 'begin';
};

/** What `pg` answers for a BEGIN; drizzle reads nothing of it. */
const BEGUN = { command: 'BEGIN', rowCount: null, oid: 0, fields: [], rows: [] };

/** A subclass of `Base` that sends BEGIN without waiting and writes a turn's queries together. */
export function pipelinedClient(Base: typeof pg.Client): typeof pg.Client {
  class PipelinedClient extends Base {}
  const query = Base.prototype.query;
  Object.defineProperty(PipelinedClient.prototype, 'query', {
    value: function pipelinedQuery(this: pg.Client, config: unknown, ...rest: unknown[]): unknown {
      if (!this.pipeline) return Reflect.apply(query, this, [config, ...rest]);
      writeTogetherThisTurn(this);
      if (isBegin(config, rest)) {
        const sent: unknown = Reflect.apply(query, this, [config]);
        if (sent instanceof Promise) sent.catch(() => undefined);
        return Promise.resolve(BEGUN);
      }
      return Reflect.apply(query, this, [config, ...rest]);
    },
  });
  return PipelinedClient;
}
