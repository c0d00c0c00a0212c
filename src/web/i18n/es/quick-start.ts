import type { quickStart as en } from '../en/quick-start';

/** Spanish texts of the quick start screens and the floating progress bar: the same keys as English. */
export const quickStart: typeof en = {
  welcome: {
    title: 'Te damos la bienvenida a Charla',
    subtitle: 'Cuéntanos desde dónde empiezas y prepararemos tus primeros minutos.',
    question: '¿Cuánto español sabes?',
    beginner: { label: 'Principiante total', description: 'Sé poco o nada de español' },
    someExperience: { label: 'Algo de experiencia', description: 'Sé palabras y frases básicas' },
    promise: 'Unas 5-10 palabras nuevas en tu primera sesión.',
  },
  journey: {
    title: 'Tu recorrido rápido',
    header: 'unos {{count, number}} minutos hacia la fluidez',
    progress: '{{done}}/{{total}} pasos completados',
    percent: '{{percent}}',
    stepProgress: '{{done}}/1 · {{percent}}',
    progressLabel: 'Progreso del inicio rápido',
    inProgress: 'En curso',
    completed: 'Completado',
    locked: 'Completa primero los pasos anteriores',
    start: 'Empezar',
    review: 'Repasar',
    startJourney: 'Empieza tu recorrido rápido',
    goToDashboard: 'Ir a tu panel',
    skip: 'Saltar y explorar por mi cuenta',
    stepNumber: 'Paso {{number}}',
  },
  steps: {
    'mini-assessment': {
      title: 'Prueba rápida de español',
      duration: '30 segundos',
      description: 'Tres preguntas rápidas para saber tu nivel de partida.',
    },
    'first-conversation': {
      title: 'Tu primera charla',
      duration: '3 minutos',
      description: 'Una conversación breve y amable con tu tutora.',
      description_practice: 'Una conversación breve y amable con Sofía, tu tutora de práctica.',
      description_ai: 'Una conversación breve y amable con Sofía, tu tutora con IA.',
    },
    'vocabulary-review': {
      title: 'Repasa palabras nuevas',
      duration: '2 minutos',
      description: 'Afianza las palabras de tu charla con tarjetas.',
    },
  },
  bar: {
    label: 'Inicio rápido',
    back: 'Volver al inicio rápido',
    stepDone: '{{title}}: completado',
    stepCurrent: '{{title}}: en curso',
    stepLocked: '{{title}}: sin empezar',
  },
  saving: 'Guardando...',
};
