import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import type { CertificateView } from './certificate.service';
import { certificateLinks } from './certificate-links';
import { CertificateType } from './progress.types';

/** A certificate's issuer and addresses, derived from the configuration (BUSINESS_NAME, CLIENT_URL, PUBLIC_URL). */
@Resolver(() => CertificateType)
export class CertificateLinksResolver {
  @FieldResolver(() => String, { description: 'Who issues it: the platform (BUSINESS_NAME).' })
  issuer(@Root() certificate: CertificateView, @Ctx() ctx: GraphQLContext) {
    return certificateLinks(ctx.scope.deps.config, certificate).issuer;
  }

  @FieldResolver(() => String, { description: 'The public page that verifies it: /certificate?code=….' })
  verificationUrl(@Root() certificate: CertificateView, @Ctx() ctx: GraphQLContext) {
    return certificateLinks(ctx.scope.deps.config, certificate).verificationUrl;
  }

  @FieldResolver(() => String, { description: 'The certificate as a one-page PDF: /certificate/<code>.pdf.' })
  pdfUrl(@Root() certificate: CertificateView, @Ctx() ctx: GraphQLContext) {
    return certificateLinks(ctx.scope.deps.config, certificate).pdfUrl;
  }

  @FieldResolver(() => String, {
    description: "LinkedIn's add-to-profile form filled with the certification (name, issuer, month, code, address).",
  })
  linkedInUrl(@Root() certificate: CertificateView, @Ctx() ctx: GraphQLContext) {
    return certificateLinks(ctx.scope.deps.config, certificate).linkedInUrl;
  }
}
