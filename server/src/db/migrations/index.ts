import { Migration20261121000000Accounts } from './Migration20261121000000Accounts';
import { Migration20261121010000Courses } from './Migration20261121010000Courses';
import { Migration20261121020000Payments } from './Migration20261121020000Payments';
import { Migration20261121030000RateLimits } from './Migration20261121030000RateLimits';
import { Migration20261121040000CatalogVersion } from './Migration20261121040000CatalogVersion';
import { Migration20261122000000Sessions } from './Migration20261122000000Sessions';
import { Migration20261122010000DuplicatePayments } from './Migration20261122010000DuplicatePayments';
import { Migration20261122020000LectureProcessing } from './Migration20261122020000LectureProcessing';
import { Migration20261122030000LearningProgress } from './Migration20261122030000LearningProgress';
import { Migration20261122040000MailOutbox } from './Migration20261122040000MailOutbox';
import { Migration20261122050000AccountTokens } from './Migration20261122050000AccountTokens';

/** Applied in order at start-up; listed explicitly so the bundled server carries them. */
export const migrationsList = [
  { name: 'Migration20261121000000Accounts', class: Migration20261121000000Accounts },
  { name: 'Migration20261121010000Courses', class: Migration20261121010000Courses },
  { name: 'Migration20261121020000Payments', class: Migration20261121020000Payments },
  { name: 'Migration20261121030000RateLimits', class: Migration20261121030000RateLimits },
  { name: 'Migration20261121040000CatalogVersion', class: Migration20261121040000CatalogVersion },
  { name: 'Migration20261122000000Sessions', class: Migration20261122000000Sessions },
  { name: 'Migration20261122010000DuplicatePayments', class: Migration20261122010000DuplicatePayments },
  { name: 'Migration20261122020000LectureProcessing', class: Migration20261122020000LectureProcessing },
  { name: 'Migration20261122030000LearningProgress', class: Migration20261122030000LearningProgress },
  { name: 'Migration20261122040000MailOutbox', class: Migration20261122040000MailOutbox },
  { name: 'Migration20261122050000AccountTokens', class: Migration20261122050000AccountTokens },
];
