import { core } from './es/core';
import { catalogue } from './es/catalogue';

/**
 * The Spanish strings a visitor's first page needs (register, reset password, the error catalogue):
 * a tenth of the whole tree. The rest arrives with the first screen that needs it (index.ts).
 */
export const translation = { ...core, catalogue };
