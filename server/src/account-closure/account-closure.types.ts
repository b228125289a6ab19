import { Field, ObjectType } from 'type-graphql';
import type { AccountDataExport } from './account-export.service';

@ObjectType('AccountDataExport', {
  simpleResolvers: true,
  description: "Everything the app holds about the caller's account, as a JSON document to save as a file.",
})
export class AccountDataExportType implements AccountDataExport {
  @Field(() => String, { description: 'A name for the file: coursehub-data-<date>.json.' })
  filename!: string;

  @Field(() => String, {
    description:
      'The document, as JSON text: profile, subscription, sessions, payments (with their payment provider ids), lecture progress, certificates, contact messages, mailed links, last checkout and recent mails.',
  })
  json!: string;
}
