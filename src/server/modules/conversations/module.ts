import type { ServerModule } from '../context';

export const conversationsModule: ServerModule = {
  name: 'conversations',
  register() {},
};
