import type { ServerModule } from '../context';

export const vocabularyModule: ServerModule = {
  name: 'vocabulary',
  register() {},
};
