import type { ServerModule } from '../context';

export const lessonsModule: ServerModule = {
  name: 'lessons',
  register() {},
};
