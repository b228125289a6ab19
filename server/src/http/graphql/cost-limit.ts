import {
  type ASTVisitor,
  type FieldNode,
  GraphQLError,
  type GraphQLNamedType,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Root fields whose resolvers do far more work than their selection shows, by schema coordinate, with what each adds
 * to an operation's cost: a share of the limit (GRAPHQL_LIMITS.cost, 5,000) for what it reads. One of each per
 * operation at most, however it is spelled (aliases, repeats, fragments): fifteen aliases of `exportMyData` were
 * fifteen exports for the price of one request.
 */
export const EXPENSIVE_FIELDS: Readonly<Record<string, number>> = {
  /** Every row of the account: profile, sessions, payments, progress, certificates. */
  'Query.exportMyData': 1000,
  /** A month of every learner's payments, aggregated. */
  'Query.revenue': 1000,
  /** Every account, searched by name or email, with its count. */
  'Query.users': 500,
  /** Every session of the account, each with its device and address. */
  'Query.mySessions': 250,
  /** A prefix match of every word over every published lecture's transcript, on the catalogue's database. */
  'Query.searchTranscripts': 250,
  /**
   * A viewing heartbeat: cheap, but each one is a step of the learner's viewing record, and a player sends one at a
   * time; aliased heartbeats in one request were steps with no wall-clock time between them.
   */
  'Mutation.recordViewingHeartbeat': 10,
};

/** The errors' `extensions.code` (format-error.ts keeps it; Apollo would say GRAPHQL_VALIDATION_FAILED). */
export type CostLimitCode = 'COST_LIMIT_EXCEEDED' | 'EXPENSIVE_FIELD_REPEATED';

export class CostLimitError extends GraphQLError {
  constructor(
    readonly code: CostLimitCode,
    message: string,
    operation: OperationDefinitionNode,
  ) {
    super(message, { nodes: operation, extensions: { code } });
  }
}

/**
 * graphql-armor's pricing, which this rule took over, so documents cost what they cost before: a scalar 1, an object
 * (an inline fragment, a fragment's definition) 2 plus 1.5 × what it selects, times a literal `first`/`last`; a
 * fragment spread 1 plus 1.5 × its fragment. The expensive fields' weights are added flat, however deep they sit.
 */
const SCALAR_COST = 1;
const OBJECT_COST = 2;
const NESTING_FACTOR = 1.5;

/** What a selection costs: its shape, the weights of its expensive fields, and how often it asks for each. */
interface Tally {
  cost: number;
  weight: number;
  uses: Map<string, number>;
}

const empty = (): Tally => ({ cost: 0, weight: 0, uses: new Map() });

/** `part`'s shape scaled by `factor` (its nesting), its weights and uses as they are. */
function addTo(total: Tally, part: Tally, factor = 1) {
  total.cost += factor * part.cost;
  total.weight += part.weight;
  for (const [coordinate, count] of part.uses) total.uses.set(coordinate, (total.uses.get(coordinate) ?? 0) + count);
}

/** A literal page size (`first: 100`) multiplies what the list selects; a variable is checked by the resolver. */
function pageSize(field: FieldNode) {
  const argument = field.arguments?.find((each) => each.name.value === 'first' || each.name.value === 'last');
  return argument?.value.kind === Kind.INT ? Math.max(1, Number.parseInt(argument.value.value, 10)) : 1;
}

/**
 * The cost limit (`maxCost`) with the expensive fields weighed in, and each of them at most once per operation.
 * A validation rule, so an operation over either limit is refused (400) before anything runs.
 */
export function costLimitRule(maxCost: number) {
  return (context: ValidationContext): ASTVisitor => {
    const schema = context.getSchema();
    // Each fragment is priced once per document, however often it is spread; null while it is being priced, so a
    // cycle (which NoFragmentCyclesRule reports) adds nothing.
    const fragments = new Map<string, Tally | null>();

    const typeNamed = (name: string | undefined, fallback: GraphQLNamedType | undefined) =>
      name === undefined ? fallback : schema.getType(name);

    /** What `node` selects, each selection scaled by `factor`: 1 at the operation's root, 1.5 below. */
    const selectionSet = (node: SelectionSetNode, type: GraphQLNamedType | undefined, factor: number): Tally => {
      const total = empty();
      for (const selection of node.selections) addTo(total, selectionCost(selection, type), factor);
      return total;
    };

    /** An object: 2 plus 1.5 × what it selects. */
    const objectCost = (node: SelectionSetNode, type: GraphQLNamedType | undefined): Tally => {
      const tally = selectionSet(node, type, NESTING_FACTOR);
      tally.cost += OBJECT_COST;
      return tally;
    };

    const selectionCost = (node: SelectionNode, type: GraphQLNamedType | undefined): Tally => {
      if (node.kind === Kind.FIELD) return fieldCost(node, type);
      if (node.kind === Kind.INLINE_FRAGMENT)
        return objectCost(node.selectionSet, typeNamed(node.typeCondition?.name.value, type));
      const spread = empty();
      spread.cost = SCALAR_COST;
      addTo(spread, fragmentCost(node.name.value), NESTING_FACTOR);
      return spread;
    };

    const fragmentCost = (name: string): Tally => {
      if (fragments.has(name)) return fragments.get(name) ?? empty();
      const fragment = context.getFragment(name);
      if (!fragment) return empty();
      fragments.set(name, null);
      const tally = objectCost(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value));
      fragments.set(name, tally);
      return tally;
    };

    const fieldCost = (node: FieldNode, parent: GraphQLNamedType | undefined): Tally => {
      const name = node.name.value;
      // Introspection is on or off as a whole (GRAPHQL_INTROSPECTION), and not priced.
      if (name === '__schema' || name === '__type') return empty();
      const coordinate = `${parent?.name}.${name}`;
      const weight = EXPENSIVE_FIELDS[coordinate] ?? 0;
      let tally: Tally;
      if (node.selectionSet) {
        const definition =
          parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : null;
        tally = objectCost(node.selectionSet, definition ? getNamedType(definition.type) : undefined);
        tally.cost *= pageSize(node);
      } else {
        tally = empty();
        tally.cost = SCALAR_COST;
      }
      if (weight > 0) {
        tally.weight += weight;
        tally.uses.set(coordinate, (tally.uses.get(coordinate) ?? 0) + 1);
      }
      return tally;
    };

    return {
      OperationDefinition(operation) {
        const tally = selectionSet(operation.selectionSet, schema.getRootType(operation.operation) ?? undefined, 1);
        for (const [coordinate, count] of tally.uses) {
          if (count <= 1) continue;
          const field = coordinate.slice(coordinate.indexOf('.') + 1);
          context.reportError(
            new CostLimitError(
              'EXPENSIVE_FIELD_REPEATED',
              `${field} may be asked for once per operation; this one asks for it ${count} times.`,
              operation,
            ),
          );
        }
        const cost = Math.ceil(tally.cost + tally.weight);
        if (cost > maxCost) {
          context.reportError(
            new CostLimitError(
              'COST_LIMIT_EXCEEDED',
              `Query cost limit of ${maxCost} exceeded: this operation costs ${cost}.`,
              operation,
            ),
          );
        }
      },
    };
  };
}
