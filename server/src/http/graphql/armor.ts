import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { NextFunction, Request, Response } from 'express';
import type { ParseOptions } from 'graphql';
import { costLimitRule } from './cost-limit';

/** Documented in docs/accounts-and-security.md ("GraphQL limits"); each has a test just under and just over it. */
export const GRAPHQL_LIMITS = {
  depth: 6,
  aliases: 15,
  directives: 50,
  tokens: 1000,
  cost: 5000,
  characters: 15_000,
} as const;

/** Validation rules that refuse abusive documents before any resolver runs. */
export function graphqlArmor(production: boolean) {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.aliases },
    maxDirectives: { n: GRAPHQL_LIMITS.directives },
    // Counted by the parser itself (graphqlParseOptions): armor's counter throws from a plugin hook, which Apollo
    // answers with a 500.
    maxTokens: { enabled: false },
    // Priced by costLimitRule instead, which knows the schema: it weighs the expensive fields in.
    costLimit: { enabled: false },
    // Suggestions ("Did you mean …?") help developers and map the schema for attackers.
    blockFieldSuggestion: { enabled: production },
  }).protect();
  return { plugins: armor.plugins, validationRules: [...armor.validationRules, costLimitRule(GRAPHQL_LIMITS.cost)] };
}

/**
 * Apollo's parse stops at the token limit (graphql-js counts while it parses, so an over-long document costs no more
 * than the limit) and answers 400, GRAPHQL_PARSE_FAILED; formatError names the limit. Covers GET, JSON and multipart.
 */
export const graphqlParseOptions: ParseOptions = { maxTokens: GRAPHQL_LIMITS.tokens };

/** Refuses an over-long document before it is even parsed. */
export function limitQueryLength(req: Request, res: Response, next: NextFunction) {
  const query = (req.body as { query?: unknown } | undefined)?.query;
  if (typeof query === 'string' && query.length > GRAPHQL_LIMITS.characters) {
    res.status(400).json({
      errors: [
        {
          message: `Query is too long: at most ${GRAPHQL_LIMITS.characters} characters`,
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
    return;
  }
  next();
}
