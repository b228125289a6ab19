import type { Config } from '../../config';
import type { CertificateView } from './certificate.service';

/** Where a certificate is verified, downloaded and added to LinkedIn, and who issues it (BUSINESS_NAME). */
export interface CertificateLinks {
  issuer: string;
  verificationUrl: string;
  pdfUrl: string;
  linkedInUrl: string;
}

/** The PDF's route, served by the app beside the client (certificate-pdf.http.ts). */
export const CERTIFICATE_PDF_PATH = /^\/certificate\/([0-9A-Z-]{14})\.pdf$/;

/**
 * LinkedIn's add-to-profile form, filled in (https://addtoprofile.linkedin.com): the certification's name, the issuing
 * organisation by name, the month it was issued (1-12), and the code and address that verify it.
 */
export function certificateLinks(
  config: Pick<Config, 'clientUrl' | 'publicUrl' | 'business'>,
  certificate: Pick<CertificateView, 'code' | 'courseTitle' | 'completedAt'>,
): CertificateLinks {
  const code = encodeURIComponent(certificate.code);
  const verificationUrl = `${config.clientUrl}/certificate?code=${code}`;
  const linkedIn = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseTitle,
    organizationName: config.business.name,
    issueYear: String(certificate.completedAt.getUTCFullYear()),
    issueMonth: String(certificate.completedAt.getUTCMonth() + 1),
    certUrl: verificationUrl,
    certId: certificate.code,
  });
  return {
    issuer: config.business.name,
    verificationUrl,
    pdfUrl: `${config.publicUrl}/certificate/${code}.pdf`,
    linkedInUrl: `https://www.linkedin.com/profile/add?${linkedIn.toString()}`,
  };
}
