import type { ServerModule } from '../context';

export const paymentsModule: ServerModule = {
  name: 'payments',
  register() {},
};
