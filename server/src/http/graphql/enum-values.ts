/**
 * The object `registerEnumType` takes for a list of values another file owns (an entity's statuses, a service's
 * kinds): each value named by itself, so the GraphQL enum is made from the list and cannot drift from it.
 */
export const enumValues = <const Value extends string>(values: readonly Value[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { [Name in Value]: Name };
