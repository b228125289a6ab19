import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { ContactResolver } from '../../modules/contact/contact.resolver';
import { CourseResolver } from '../../modules/course/course.resolver';
import { LectureResolver } from '../../modules/lecture/lecture.resolver';
import { PaymentResolver } from '../../modules/payment/payment.resolver';
import {
  CourseProgressResolver,
  CurriculumProgressResolver,
  LectureProgressResolver,
  ProgressResolver,
} from '../../modules/progress/progress.resolver';
import { StatsResolver } from '../../modules/stats/stats.resolver';
import { AccountSecurityResolver } from '../../modules/user/account-security.resolver';
import { UserResolver } from '../../modules/user/user.resolver';
import { authChecker } from './auth-checker';

export const resolvers = [
  UserResolver,
  AccountSecurityResolver,
  ContactResolver,
  CourseResolver,
  LectureResolver,
  PaymentResolver,
  StatsResolver,
  ProgressResolver,
  CourseProgressResolver,
  LectureProgressResolver,
  CurriculumProgressResolver,
] as const;

export function buildGraphQLSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, authChecker, validate: false });
}

/** The committed /schema.graphql: sorted, so it only changes when the API does. */
export const printSortedSchema = (schema: GraphQLSchema) => `${printSchema(lexicographicSortSchema(schema))}\n`;
