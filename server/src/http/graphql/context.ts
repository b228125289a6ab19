import type { Request, Response } from 'express';
import type { RequestScope } from '../../shared/scope';

export interface GraphQLContext {
  scope: RequestScope;
  req: Request;
  res: Response;
}
