import type { CompiledQuery, Compilable } from 'kysely';
import type { Queryable } from './database';

/** Stands for one named value while a statement is built; replaced by the call's value when it runs. */
class Slot {
  constructor(readonly key: string) {}
}

/** Names a value of the statement: `bind('userId')` wherever the builder takes a value. */
export type TBind<TValues> = <K extends keyof TValues & string>(key: K) => TValues[K];

/**
 * A statement whose text never changes, only its values, built and compiled by Kysely once per process; each
 * call puts its values in the compiled statement's parameters and sends it. Building and compiling took about a
 * quarter of a logged-in call's CPU, more than the session lookup's round trip (decision 030). Values go in
 * only where the builder passes them on as parameters (comparisons, `sql` templates, `limit`); an `in` list
 * takes one array value (`any(${bind('ids')}::int[])`). Both databases compile the same PostgreSQL text.
 */
export function compiledOnce<TValues extends Record<string, unknown>, TRow>(
  build: (db: Queryable, bind: TBind<TValues>) => Compilable<TRow>,
): (db: Queryable, values: TValues) => Promise<TRow[]> {
  let compiled: CompiledQuery<TRow> | undefined;
  return async (db, values) => {
    compiled ??= compileWithSlots(db, build);
    const parameters = compiled.parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.key] : parameter,
    );
    const { rows } = await db.executeQuery<TRow>({ ...compiled, parameters });
    return rows;
  };
}

function compileWithSlots<TValues, TRow>(
  db: Queryable,
  build: (db: Queryable, bind: TBind<TValues>) => Compilable<TRow>,
): CompiledQuery<TRow> {
  const named = new Set<string>();
  const compiled = build(db, (key) => {
    named.add(key);
    return new Slot(key) as TValues[typeof key];
  }).compile();
  // A value the builder did not pass on as a parameter (spread, inspected, inlined) would be the slot itself.
  const passed = new Set(
    compiled.parameters.flatMap((parameter) => (parameter instanceof Slot ? [parameter.key] : [])),
  );
  for (const key of named)
    if (!passed.has(key)) throw new Error(`compiledOnce: the value "${key}" is not a parameter of the statement`);
  return compiled;
}
