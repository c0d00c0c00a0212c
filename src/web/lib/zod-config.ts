import { z } from 'zod';

// The app runs under a CSP without 'unsafe-eval': zod's JIT would probe `new Function` and the
// browser would report a violation. Imported first in main.tsx, before any schema is built.
z.config({ jitless: true });
