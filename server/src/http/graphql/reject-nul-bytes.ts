import type { ApolloServerPlugin } from '@apollo/server';
import { type ASTNode, BREAK, type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import { badInput } from '../../shared/errors';
import { nulByteMessage, nulBytePath } from '../../shared/validation';
import type { GraphQLContext } from './context';

/** What names a string literal in a message: its argument, input field or variable default. */
const NAMED_KINDS = new Set<string>([Kind.ARGUMENT, Kind.OBJECT_FIELD, Kind.VARIABLE_DEFINITION]);

function nameOf(node: ASTNode): string | undefined {
  if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) return node.name.value;
  if (node.kind === Kind.VARIABLE_DEFINITION) return `$${node.variable.name.value}`;
  return undefined;
}

/** The name around the first string literal of the document holding U+0000 ('' when unnamed); null when none does. */
function nulLiteral(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (!node.value.includes('\u0000')) return;
      const named = [...ancestors, parent]
        .reverse()
        .find((ancestor) => ancestor && 'kind' in ancestor && NAMED_KINDS.has(ancestor.kind));
      found = (named && nameOf(named as ASTNode)) ?? '';
      return BREAK;
    },
  });
  return found;
}

/** A BAD_USER_INPUT refusal answered with 400, like invalid variables, before any resolver runs. */
const refusal = (field: string) =>
  new GraphQLError(nulByteMessage(field), {
    originalError: badInput(nulByteMessage(field), field || undefined),
    extensions: { http: { status: 400 } },
  });

/**
 * Refuses every operation whose variables or string literals hold U+0000 (see shared/validation.ts: PostgreSQL text
 * cannot hold it), whatever the field: one check for every argument of every operation. A document is scanned once:
 * Apollo hands the same parsed document to every request that sends its text.
 */
export function rejectNulBytes(): ApolloServerPlugin<GraphQLContext> {
  const literals = new WeakMap<DocumentNode, string | null>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          let literal = literals.get(document);
          if (literal === undefined) {
            literal = nulLiteral(document);
            literals.set(document, literal);
          }
          if (literal !== null) throw refusal(literal);
          const variable = nulBytePath(request.variables ?? {});
          if (variable !== null) throw refusal(`$${variable}`);
        },
      };
    },
  };
}
