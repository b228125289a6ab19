import { Migration20261121000000Accounts } from './Migration20261121000000Accounts';

/** Applied in order at start-up; listed explicitly so the bundled server carries them. */
export const migrationsList = [{ name: 'Migration20261121000000Accounts', class: Migration20261121000000Accounts }];
