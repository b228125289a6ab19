import helmet from 'helmet';
import type { Config } from '../config';

/**
 * Media and images may come from the S3 endpoint through presigned URLs; hls.js fetches HLS media files from there
 * with XHR (connect-src), where a plain <video> would load them as media (media-src).
 */
function storageOrigins(config: Config): string[] {
  if (!config.s3) return [];
  if (config.s3.endpoint) return [new URL(config.s3.endpoint).origin];
  return [`https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`, 'https://*.amazonaws.com'];
}

export function securityHeaders(config: Config) {
  const storage = storageOrigins(config);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Chakra (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storage],
        mediaSrc: ["'self'", 'blob:', ...storage],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storage],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        ...(config.production && { upgradeInsecureRequests: [] }),
      },
    },
    strictTransportSecurity: config.production ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Presigned media on another origin must stay loadable by <video>.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
