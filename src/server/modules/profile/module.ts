import type { ServerModule } from '../context';

export const profileModule: ServerModule = {
  name: 'profile',
  register() {},
};
