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
import { Migration20261122065500EmailChange } from './Migration20261122065500EmailChange';
import { Migration20261122080000PlaybackLeases } from './Migration20261122080000PlaybackLeases';
import { Migration20261122150500UserDirectory } from './Migration20261122150500UserDirectory';
import { Migration20261122151500AccountClosure } from './Migration20261122151500AccountClosure';
import { Migration20261122160000ApiKeys } from './Migration20261122160000ApiKeys';
import { Migration20261122170000CatalogueSearch } from './Migration20261122170000CatalogueSearch';
import { Migration20261122180000CategoryCounts } from './Migration20261122180000CategoryCounts';
import { Migration20261122181000SearchRank } from './Migration20261122181000SearchRank';
import { Migration20261122190000AutoRenewal } from './Migration20261122190000AutoRenewal';
import { Migration20261123010000BillingEvents } from './Migration20261123010000BillingEvents';

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
  { name: 'Migration20261122065500EmailChange', class: Migration20261122065500EmailChange },
  { name: 'Migration20261122080000PlaybackLeases', class: Migration20261122080000PlaybackLeases },
  { name: 'Migration20261122150500UserDirectory', class: Migration20261122150500UserDirectory },
  { name: 'Migration20261122151500AccountClosure', class: Migration20261122151500AccountClosure },
  { name: 'Migration20261122160000ApiKeys', class: Migration20261122160000ApiKeys },
  { name: 'Migration20261122170000CatalogueSearch', class: Migration20261122170000CatalogueSearch },
  { name: 'Migration20261122180000CategoryCounts', class: Migration20261122180000CategoryCounts },
  { name: 'Migration20261122181000SearchRank', class: Migration20261122181000SearchRank },
  { name: 'Migration20261122190000AutoRenewal', class: Migration20261122190000AutoRenewal },
  { name: 'Migration20261123010000BillingEvents', class: Migration20261123010000BillingEvents },
];
