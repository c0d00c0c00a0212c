import type { ServerModule } from '../context';

export const assessmentsModule: ServerModule = {
  name: 'assessments',
  register() {},
};
