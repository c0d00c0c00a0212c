import type { ServerModule } from '../context';

export const realtimeModule: ServerModule = {
  name: 'realtime',
  register() {},
};
