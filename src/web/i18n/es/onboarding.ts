import type { onboarding as en } from '../en/onboarding';

/** Spanish texts of the onboarding screens: the same keys as the English file. */
export const onboarding: typeof en = {
  stepOf: 'Paso {{step}} de {{total}}',
  progressLabel: 'Progreso de la bienvenida',
  back: 'Atrás',
  continue: 'Continuar',
  loading: 'Cargando tus respuestas...',
  selectedCount_one: '{{count, number}} seleccionado',
  selectedCount_other: '{{count, number}} seleccionados',
  steps: {
    1: { title: 'Tus objetivos', prompt: '¿Por qué quieres aprender español? Elige al menos uno.' },
    2: { title: 'Tus intereses', prompt: '¿De qué te gusta hablar? Elige al menos 3.' },
    3: { title: 'Compromiso de práctica', prompt: '¿Cuánto tiempo puedes practicar cada día?' },
    4: { title: 'Desafíos', prompt: '¿Qué te ha hecho difícil aprender español?' },
    5: { title: 'Tu nivel', prompt: '¿Cuánto español sabes ahora mismo?' },
    6: { title: 'Tu plan', prompt: '¿Qué quieres mejorar sobre todo? Elige al menos uno.' },
  },
  needMore: 'Elige {{count, number}} más para continuar.',
  interestsConfirm: {
    title: 'Tus conversaciones tratarán sobre',
    locked: 'Estos temas quedan fijados en tu plan.',
  },
  solution: { title: 'Puedes conseguirlo', howWeHelp: 'Cómo te ayuda Charla' },
  dailyMinutes_one: '{{count, number}} minuto al día',
  dailyMinutes_other: '{{count, number}} minutos al día',
  summary: {
    subtitle: 'El plan que creamos con tus respuestas',
    title: 'Tu plan de estudio',
    levelLabel: 'Nivel {{number}}: {{name}}',
    statsTitle: 'Datos del plan',
    dailyMinutes: 'Minutos al día',
    weeklyMinutes: 'Minutos a la semana',
    wordsPerWeek: 'Palabras nuevas a la semana',
    motivation: 'Tu motivación',
    goals: 'Tus objetivos',
    topics: 'Temas',
    focus: 'Áreas de mejora',
    none: 'Aún sin elegir',
    signUp: 'Regístrate para guardar tu progreso',
    continueToPayment: 'Continuar al pago',
    restart: 'Reiniciar la bienvenida',
    restartConfirm: '¿Seguro que quieres reiniciar la bienvenida? Se perderán las opciones que elegiste.',
    saving: 'Guardando...',
  },
  planLevels: {
    0: 'Primeros pasos',
    1: 'Arrancando',
    2: 'Habla con todos',
    3: 'Exprésate',
    4: 'Piensa en español',
    5: 'Domina el español',
    6: 'Fluidez casi nativa',
  },
  options: {
    goals: {
      travel: { label: 'Viajar', description: 'Muévete, pide comida y conoce gente en tus viajes.' },
      work: { label: 'Trabajo', description: 'Habla con colegas, clientes y socios hispanohablantes.' },
      social: { label: 'Vida social', description: 'Haz amigos y únete a conversaciones en español.' },
      personal: { label: 'Crecimiento personal', description: 'Ponte a prueba y mantén la mente ágil.' },
      family: { label: 'Familia', description: 'Conecta con tus parientes, tu pareja o tus raíces.' },
      other: { label: 'Otro', description: 'Tienes tu propio motivo, y es uno excelente.' },
    },
    interests: {
      business: {
        label: 'Negocios',
        description: 'Reuniones, correos, negociaciones y charla en el trabajo.',
      },
      travel: {
        label: 'Viajes',
        description: 'Aeropuertos, hoteles, direcciones y pedir ayuda en el camino.',
      },
      entertainment: { label: 'Entretenimiento', description: 'Películas, series, música y sus historias.' },
      socializing: {
        label: 'Vida social',
        description: 'Presentaciones, planes con amigos y charla ligera.',
      },
      culture: {
        label: 'Cultura',
        description: 'Tradiciones, fiestas, historia y arte del mundo hispanohablante.',
      },
      dating: { label: 'Citas', description: 'Conocer a alguien, hacer cumplidos y planear una cita.' },
      shopping: { label: 'Compras', description: 'Tallas, precios, mercados y pedir lo que necesitas.' },
      food: { label: 'Comida', description: 'Menús, recetas, restaurantes y hablar de sabores.' },
      family: { label: 'Familia', description: 'Parientes, la vida en casa y noticias familiares.' },
    },
    dailyGoals: {
      casual: {
        label: 'Relajado',
        description: '5 minutos al día: un hábito ligero que cabe en cualquier parte.',
      },
      regular: { label: 'Constante', description: '10 minutos al día: progreso notable y continuo.' },
      serious: { label: 'En serio', description: '15 minutos al día: conversaciones reales antes.' },
      intense: { label: 'Intenso', description: '20 minutos al día: el camino más rápido a la fluidez.' },
    },
    levels: {
      a0: { label: 'Principiante total', description: 'Sé poco o nada de español.' },
      a1: { label: 'Principiante', description: 'Sé algunas palabras y frases sencillas.' },
      a2: { label: 'Elemental', description: 'Me defiendo en intercambios sencillos del día a día.' },
      b1: { label: 'Intermedio', description: 'Hablo de temas conocidos con algo de esfuerzo.' },
      b2: { label: 'Intermedio alto', description: 'Mantengo la mayoría de las conversaciones con soltura.' },
      c1: { label: 'Avanzado', description: 'Me expreso con fluidez sobre temas complejos.' },
      c2: { label: 'Maestría', description: 'Entiendo y hablo casi como un nativo.' },
    },
    obstacles: {
      time: {
        label: 'Falta de tiempo',
        message: 'Las agendas llenas son el desafío más común, y las sesiones cortas también suman.',
        solution:
          'Las lecciones y repasos duran pocos minutos, así que puedes practicar en un descanso o en el trayecto.',
      },
      motivation: {
        label: 'Mantener la motivación',
        message: 'La motivación va y viene para todos; los hábitos te sostienen en los días flojos.',
        solution:
          'Las rachas diarias, las estadísticas y las conversaciones sobre tus intereses hacen que cada sesión valga la pena.',
      },
      practice: {
        label: 'No tengo con quién practicar',
        message: 'Cuesta encontrar con quién hablar, pero no necesitas a nadie para empezar.',
        solution: 'Tu tutora con IA está lista para hablar cuando quieras, tanto como quieras, sin juzgarte.',
      },
      memory: {
        label: 'Olvido las palabras nuevas',
        message: 'Olvidar es parte normal de aprender, no una señal de que no puedas.',
        solution: 'Las tarjetas con repetición espaciada te traen cada palabra justo antes de olvidarla.',
      },
      nervous: {
        label: 'Me da vergüenza hablar',
        message: 'Sentir nervios significa que te importa. La confianza crece con cada frase que dices.',
        solution:
          'Practica en voz alta con tu tutora en un espacio privado y tranquilo antes de hablar con gente.',
      },
      difficulty: {
        label: 'El español me parece difícil',
        message:
          'Todos pasamos por momentos difíciles; dividir el idioma en pasos pequeños lo hace manejable.',
        solution: 'Las lecciones siguen tu nivel y parten de lo que ya sabes, paso a paso.',
      },
    },
    improvementGoals: {
      confidence: {
        label: 'Confianza al hablar',
        description: 'Habla sin bloquearte ni pensarlo demasiado.',
      },
      pronunciation: { label: 'Pronunciación', description: 'Suena claro y natural para los nativos.' },
      vocabulary: { label: 'Vocabulario', description: 'Conoce las palabras de los temas que te gustan.' },
      listening: { label: 'Comprensión auditiva', description: 'Sigue a los nativos a su ritmo natural.' },
      other: { label: 'Otra cosa', description: 'Otra habilidad que te importa.' },
    },
  },
};
