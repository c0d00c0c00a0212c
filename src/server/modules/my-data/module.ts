import type { ServerModule } from '../context';
import { registerMyDataRoutes } from './routes';

/** The learner's own data (issue 19): tutor memories, full export, account deletion. */
export const myDataModule: ServerModule = {
  name: 'my-data',
  register(app, ctx) {
    registerMyDataRoutes(app, ctx);
  },
};
