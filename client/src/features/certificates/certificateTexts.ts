import { certificateTexts } from '@coursehub/shared';

/** The certificate screens' exact texts (the page, the profile's list, the reissue). */
export const CERTIFICATE_TEXTS = {
  title: 'Certificate of completion',
  notFound: 'No certificate has this verification code.',
  failure: 'Failed to load the certificate',
  loading: 'Loading the certificate',
  print: 'Print',
  download: 'Download PDF',
  linkedIn: 'Add to LinkedIn',
  totalLength: (length: string) => `Total length: ${length}`,
  verifyAt: (url: string) => `Verify at ${url}`,
  qrAlt: 'QR code of the verification address',
  completedWhat: certificateTexts.completedWhat,
  completedPath: certificateTexts.completedPath,
  viewingVerified: certificateTexts.viewingVerified,
  viewingVerifiedDetail: certificateTexts.viewingVerifiedDetail,
  verification: (code: string) => `Verification code: ${code}`,
  reissuedOn: (date: string) => `Reissued on ${date} with the learner's current name`,
  issuedTo: (name: string) => `Issued to ${name}`,
  reissue: 'Reissue with my current name',
  reissued: 'Certificate reissued with your current name',
  reissueFailed: 'Failed to reissue the certificate',
};
