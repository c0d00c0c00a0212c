import { getGlossary } from '../../../content/glossary';
import type { RealtimeUpstream } from '../../adapters/realtime/types';
import { seedFrom } from '../../../tutor/rng';
import { openLocalTutorSession } from './session';

/** The built-in tutor as a realtime upstream: the product's default voice service. */
export function createLocalTutorUpstream(): RealtimeUpstream {
  return {
    kind: 'local',
    model: 'local-tutor',
    serverListens: false,
    serverSpeaks: false,
    open(profile, handlers) {
      const seed = seedFrom(`${profile.userId}:${Date.now()}`);
      return openLocalTutorSession(profile, handlers, { glossary: getGlossary(), seed });
    },
    async health() {
      // The tutor runs in this process; it is ready when its glossary is loaded.
      const size = getGlossary().size;
      return size > 0
        ? { ready: true, message: 'Voice service is ready' }
        : { ready: false, message: 'The built-in tutor could not load its glossary.' };
    },
  };
}
