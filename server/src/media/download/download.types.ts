import { Field, GraphQLISODateTime, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { enumValues } from '../../http/graphql';
import {
  DOWNLOAD_QUALITIES,
  type DownloadGrantState,
  type DownloadGrantView,
  type DownloadQuality,
  type DownloadStatus,
  type IssueDownloadGrantInput,
} from './download-grants.service';

export const DownloadQualityEnum = enumValues(DOWNLOAD_QUALITIES);
registerEnumType(DownloadQualityEnum, {
  name: 'DownloadQuality',
  description: 'The rendition a download keeps: the smallest (data saver), 360p or 720p, or the nearest below.',
});

export const DownloadStatusEnum = {
  LIVE: 'LIVE',
  EXPIRED: 'EXPIRED',
  ACCESS_ENDED: 'ACCESS_ENDED',
  REVOKED: 'REVOKED',
} as const;
registerEnumType(DownloadStatusEnum, {
  name: 'DownloadStatus',
  description:
    'LIVE: plays offline. EXPIRED: past the paid-through date it was issued to (renew it online). ACCESS_ENDED: the ' +
    'subscription no longer gives access (cancelled with a refund, or ended). REVOKED: the session it was issued to ' +
    'ended by sign-out, revocation or the removal of the device.',
});

@InputType({ description: "A lecture to download to the caller's device." })
export class DownloadGrantInput implements IssueDownloadGrantInput {
  @Field(() => ID)
  lectureId!: string;

  @Field(() => DownloadQualityEnum)
  quality!: DownloadQuality;

  @Field(() => String, {
    description:
      'The public half of an RSA-OAEP (SHA-256) key pair of 2048 bits or more that the browser made for this session ' +
      'and keeps unextractable, as SPKI in base64: the download key is wrapped for it.',
  })
  devicePublicKey!: string;
}

@ObjectType('DownloadGrant', {
  simpleResolvers: true,
  description:
    "The right to play one lecture offline on the caller's device, until the subscription's paid-through date.",
})
export class DownloadGrantType implements DownloadGrantView {
  @Field(() => ID, { description: 'Names the download in its media requests and its viewing receipts.' })
  id!: string;

  @Field(() => ID)
  lectureId!: string;

  @Field(() => DownloadQualityEnum)
  quality!: DownloadQuality;

  @Field(() => String, { description: "The download's AES-128 key, RSA-OAEP-encrypted to devicePublicKey, base64." })
  wrappedKey!: string;

  @Field(() => GraphQLISODateTime)
  issuedAt!: Date;

  @Field(() => GraphQLISODateTime, { description: "The subscription's paid-through date: the download stops then." })
  expiresAt!: Date;
}

@ObjectType('DownloadGrantState', {
  simpleResolvers: true,
  description: 'Whether a download may still play, and why not.',
})
export class DownloadGrantStateType implements DownloadGrantState {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  lectureId!: string;

  @Field(() => GraphQLISODateTime)
  expiresAt!: Date;

  @Field(() => DownloadStatusEnum)
  status!: DownloadStatus;
}
