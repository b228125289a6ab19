import { Field, ID, ObjectType } from 'type-graphql';
import type { AccountClosure } from './account-closure.service';
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

@ObjectType('DeleteAccountPayload', {
  simpleResolvers: true,
  description: 'The account is gone and the caller signed out (the cookie is cleared); a client drops all it holds.',
})
export class DeleteAccountPayload implements AccountClosure {
  @Field(() => ID, { description: 'The deleted account: the caller, as it was.' })
  id!: string;

  @Field(() => Boolean, { description: 'A running subscription was cancelled first.' })
  subscriptionCancelled!: boolean;

  @Field(() => Boolean, {
    description: "That subscription's last payment was refunded in full (it was within the refund window).",
  })
  refunded!: boolean;

  @Field(() => Boolean, {
    deprecationReason: 'Always true: a refused deleteAccount answers an error. Read `id`. Removed after 2027-06-30.',
  })
  success!: boolean;

  @Field(() => String, {
    deprecationReason:
      'A notice for people; clients word their own. Read `subscriptionCancelled` and `refunded`. Removed after 2027-06-30.',
  })
  message!: string;
}
