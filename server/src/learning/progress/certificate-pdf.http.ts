import { Router } from 'express';
import { requestScope } from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { findCertificate } from './certificate.service';
import { CERTIFICATE_PDF_PATH, certificateLinks } from './certificate-links';
import { renderCertificatePdf } from './certificate-pdf';

/**
 * GET /certificate/<code>.pdf: the certificate as a PDF download, public like its page (the code is the capability).
 * Beside the client's /certificate?code=… page, outside /api: a link that reads as the document it is.
 */
export function certificatePdfRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);
  router.get(CERTIFICATE_PDF_PATH, async (req, res) => {
    const code = (req.params as Record<string, string>)[0] ?? '';
    const certificate = await findCertificate(scope(req), code);
    const pdf = await renderCertificatePdf(certificate, certificateLinks(deps.config, certificate));
    res
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="certificate-${certificate.code}.pdf"`)
      .set('Cache-Control', 'private, max-age=300')
      .send(pdf);
  });
  return router;
}
