/**
 * The correction categories a lesson's grammar points are about, so that in a lesson the tutor
 * talks first about an error in the point being taught («De repente, sonaba…» in the preterite
 * and imperfect lesson).
 */
import type { CorrectionCategory } from '../content/tutor/correction-categories';

const FOCUS: readonly [RegExp, readonly CorrectionCategory[]][] = [
  [
    /preterite|imperfect|past|pretérito|imperfecto/i,
    ['preterite-imperfect', 'imperfect-habit', 'present-for-past', 'irregular-past'],
  ],
  [/perfect|he \+|participle/i, ['perfect-with-finished-time', 'participle-form']],
  [
    /subjunctive|subjuntivo|ojalá|para que|cuando/i,
    [
      'subjunctive-wish',
      'subjunctive-impersonal',
      'subjunctive-doubt',
      'subjunctive-emotion',
      'subjunctive-ojala',
      'subjunctive-purpose',
      'subjunctive-cuando',
      'subjunctive-relative',
      'indicative-after-belief',
      'sequence-of-tenses',
    ],
  ],
  [/conditional|si \+|hypothetical/i, ['si-conditional', 'sequence-of-tenses']],
  [/\bser\b|\bestar\b/i, ['ser-estar-location', 'ser-estar-state', 'ser-origin-profession']],
  [/gustar|doler|encantar/i, ['gustar-agreement', 'gustar-pronoun']],
  [/\bpor\b|\bpara\b/i, ['por-para']],
  [/reflexive|reflexivo|levantarse|routine/i, ['reflexive-pronoun']],
  [/object pronoun|pronombre|\ble\b|\blo\b/i, ['object-pronoun']],
  [
    /gender|article|el agua|feminine|masculine|un \/ una/i,
    ['noun-gender', 'article-agreement', 'stressed-a'],
  ],
  [/adjective|agreement|colou?rs?|nationalit/i, ['adjective-agreement', 'adjective-position']],
  [/tener/i, ['age-with-tener', 'tener-expression', 'tener-que']],
  [/ir a/i, ['ir-a-infinitive']],
  [/\bhay\b/i, ['hay-estar']],
  [/compar|superlative|mejor|más/i, ['mas-mejor']],
  [/weather|hace frío|tiempo/i, ['weather-hacer']],
  [/me llamo/i, ['llamarse']],
  [/irregular|present tense|endings/i, ['subject-verb-agreement', 'infinitive-after-subject']],
];

/** The categories a lesson's grammar points name (empty outside a lesson). */
export function lessonFocus(grammarPoints: readonly string[]): ReadonlySet<CorrectionCategory> {
  const text = grammarPoints.join(' · ');
  return new Set(FOCUS.filter(([pattern]) => pattern.test(text)).flatMap(([, categories]) => categories));
}
