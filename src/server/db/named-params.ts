/**
 * Named parameters for hand-written statements that `pg` runs with positional ones: the SQL text
 * says `${p.status}` (which is `$6`), and the values are given as an object keyed by the same
 * names, put in order here. A statement with twenty parameters then reads by name, and a value
 * cannot land in the wrong position.
 */
export interface NamedParams<Name extends string> {
  readonly names: readonly Name[];
  /** Each name's placeholder in the SQL text: `$1`, `$2`… */
  readonly refs: Readonly<Record<Name, string>>;
}

export type ParamValues<P> = P extends NamedParams<infer Name> ? Record<Name, unknown> : never;

export function namedParams<const Name extends string>(names: readonly Name[]): NamedParams<Name> {
  if (new Set(names).size !== names.length) throw new Error('a parameter is named twice');
  const refs = Object.fromEntries(names.map((name, index) => [name, `$${index + 1}`]));
  return { names, refs: refs as Record<Name, string> };
}

/** The values in placeholder order. */
export function positional<Name extends string>(
  params: NamedParams<Name>,
  values: Record<Name, unknown>,
): unknown[] {
  return params.names.map((name) => values[name]);
}
