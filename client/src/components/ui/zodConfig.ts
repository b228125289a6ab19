import { config } from 'zod/v4/core';

// The app's Content-Security-Policy allows no eval. Zod would otherwise probe `new Function` the first time a form's
// object schema parses (contact, login, signup): the probe's error is caught, but the browser still reports a CSP
// violation. Jitless parsing is plenty fast for a form, and never probes.
// Zod's core config (the global every schema reads), not `z.config`: importing `z` here would put all of Zod in the
// start-up bundle of every page, when only the forms' lazy chunks need it.
config({ jitless: true });
