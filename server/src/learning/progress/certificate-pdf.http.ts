import { DEFAULT_LOCALE, matchLocale } from '@coursehub/shared';
import { Router } from 'express';
import { pageLocale, requestScope } from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { findCertificate } from './certificate.service';
import { CERTIFICATE_PDF_PATH, certificateLinks } from './certificate-links';
import { renderCertificatePdf } from './certificate-pdf';

/**
 * GET /certificate/<code>.pdf: the certificate as a PDF download, public like its page (the code is the capability).
 * Beside the client's /certificate?code=… page, outside /api: a link that reads as the document it is. In the language
 * `?lang=` names (`en`, `hi`, `ur`: the page offers the English one beside its own), else the pages' (the `locale`
 * cookie, else Accept-Language), else English.
 */
export function certificatePdfRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);
  router.get(CERTIFICATE_PDF_PATH, async (req, res) => {
    const code = (req.params as Record<string, string>)[0] ?? '';
    const certificate = await findCertificate(scope(req), code);
    const asked = typeof req.query.lang === 'string' ? matchLocale(req.query.lang) : null;
    const locale = asked ?? pageLocale(req) ?? DEFAULT_LOCALE;
    const pdf = await renderCertificatePdf(certificate, certificateLinks(deps.config, certificate), locale);
    res
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="certificate-${certificate.code}.pdf"`)
      .set('Cache-Control', 'private, max-age=300')
      .set('Content-Language', locale)
      .vary('Cookie')
      .vary('Accept-Language')
      .send(pdf);
  });
  return router;
}
