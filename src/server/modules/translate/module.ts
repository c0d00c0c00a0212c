import type { ServerModule } from '../context';

export const translateModule: ServerModule = {
  name: 'translate',
  register() {},
};
