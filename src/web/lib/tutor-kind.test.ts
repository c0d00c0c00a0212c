import { describe, expect, it } from 'vitest';
import { tutorContext, tutorKindOf } from './tutor-kind';

describe('tutorKindOf', () => {
  it('names the built-in tutor the practice tutor', () => {
    expect(tutorKindOf({ upstream: 'local' })).toBe('practice');
  });

  it('names the realtime model and the pipeline AI tutors', () => {
    expect(tutorKindOf({ upstream: 'openai' })).toBe('ai');
    expect(tutorKindOf({ upstream: 'pipeline' })).toBe('ai');
  });

  it('makes no guess before the server has answered', () => {
    expect(tutorKindOf(undefined)).toBe('unknown');
  });
});

describe('tutorContext', () => {
  it('picks the text variant of the known tutor, and the plain text while unknown', () => {
    expect(tutorContext('practice')).toBe('practice');
    expect(tutorContext('ai')).toBe('ai');
    expect(tutorContext('unknown')).toBeUndefined();
  });
});
