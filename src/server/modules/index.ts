import type { ServerModule } from './context';
import { accountModule } from './account/module';
import { assessmentsModule } from './assessments/module';
import { conversationsModule } from './conversations/module';
import { dashboardModule } from './dashboard/module';
import { lessonsModule } from './lessons/module';
import { meModule } from './me/module';
import { mistakesModule } from './mistakes/module';
import { notificationsModule } from './notifications/module';
import { paymentsModule } from './payments/module';
import { realtimeModule } from './realtime/module';
import { speechModule } from './speech/module';
import { translateModule } from './translate/module';
import { vocabularyModule } from './vocabulary/module';

/**
 * Every feature module, in registration order: one per URL prefix (`/api/account`, `/api/me`,
 * `/api/vocabulary` …), each registering its protected routes inside the session scope.
 */
export const FEATURE_MODULES: readonly ServerModule[] = [
  accountModule,
  meModule,
  vocabularyModule,
  lessonsModule,
  dashboardModule,
  assessmentsModule,
  conversationsModule,
  mistakesModule,
  translateModule,
  speechModule,
  paymentsModule,
  realtimeModule,
  notificationsModule,
];
