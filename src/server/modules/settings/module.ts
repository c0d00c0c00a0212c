import type { ServerModule } from '../context';

export const settingsModule: ServerModule = {
  name: 'settings',
  register() {},
};
