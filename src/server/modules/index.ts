import type { ServerModule } from './context';
import { assessmentsModule } from './assessments/module';
import { conversationsModule } from './conversations/module';
import { dashboardModule } from './dashboard/module';
import { lessonsModule } from './lessons/module';
import { notificationsModule } from './notifications/module';
import { myDataModule } from './my-data/module';
import { paymentsModule } from './payments/module';
import { profileModule } from './profile/module';
import { settingsModule } from './settings/module';
import { realtimeModule } from './realtime/module';
import { translateModule } from './translate/module';
import { vocabularyModule } from './vocabulary/module';

/** Every feature module, in registration order. */
export const FEATURE_MODULES: readonly ServerModule[] = [
  vocabularyModule,
  lessonsModule,
  dashboardModule,
  assessmentsModule,
  profileModule,
  settingsModule,
  conversationsModule,
  translateModule,
  paymentsModule,
  realtimeModule,
  notificationsModule,
  myDataModule,
];
