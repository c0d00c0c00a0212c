import type { ServerModule } from '../context';

export const dashboardModule: ServerModule = {
  name: 'dashboard',
  register() {},
};
