import type { lessons as en } from '../en/lessons';

/** Spanish texts of the lessons screens: the same keys as the English file. */
export const lessons: typeof en = {
  title: 'Lecciones de español',
  subtitle: 'Lecciones por niveles, de A0 a C2, practicadas en conversación con tu tutora.',
  loading: 'Cargando lecciones...',
  loadFailed: 'No se pudieron cargar las lecciones.',
  offline: 'Las lecciones requieren internet',
  offlineBody: 'Tu tutora imparte las lecciones en directo. Conéctate a internet para continuar.',
  offlineCached:
    'Estás viendo la lista de lecciones guardada en este dispositivo. Conéctate a internet para empezar una lección.',
  retry: 'Reintentar',
  continueLabel: 'Continuar',
  continueHeading: 'A continuación',
  allDone: 'Has completado todas las lecciones disponibles. ¡Buen trabajo!',
  stats: {
    completion: 'Completado',
    completed: 'Terminadas',
    timeSpent: 'Tiempo dedicado',
    minutes: '{{count, number}} min',
    avgScore: 'Nota media',
  },
  filters: {
    label: 'Mostrar',
    all: 'Todas las lecciones',
    available: 'Disponibles',
    completed: 'Terminadas',
    level: 'Nivel',
    allLevels: 'Todos los niveles',
  },
  card: {
    duration: '{{count, number}} min',
    words_one: '{{count, number}} palabra',
    words_other: '{{count, number}} palabras',
    categories: { Grammar: 'Gramática', Conversation: 'Conversación' },
    start: 'Empezar',
    review: 'Repasar',
    locked: 'Bloqueada',
    completedScore: 'Terminada · mejor nota {{score}}',
    attemptScore: 'Aún sin terminar · mejor nota {{score}} (con un {{pass}} se termina)',
    testedOut: 'Superada en tu prueba de nivel · opcional',
    requires: 'Completa antes: {{titles}}',
    objectives: 'Objetivos',
  },
  unit: {
    label: 'Unidad {{order}} · {{level}}',
    other: 'Otras lecciones',
  },
  empty: 'No se encontraron lecciones',
  emptyBody: 'Prueba con otro filtro o nivel.',
};
