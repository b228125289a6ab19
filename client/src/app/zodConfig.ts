import { z } from 'zod';

// The app's Content-Security-Policy allows no eval. Zod would otherwise probe `new Function` the first time a form's
// object schema parses (contact, login, signup): the probe's error is caught, but the browser still reports a CSP
// violation. Jitless parsing is plenty fast for a form, and never probes.
z.config({ jitless: true });
