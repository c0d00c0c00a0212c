import type { chat as en } from '../en/chat';

/** Spanish texts of the chat screen: the same keys as the English file. */
export const chat: typeof en = {
  title: 'Conversación',
  subtitle: 'Habla con tu tutora de español. Mantén pulsado el micrófono o escribe.',
  subtitleHandsFree: 'Habla con tu tutora de español. Pulsa el micrófono una vez y habla, o escribe.',
  offline: {
    title: 'Las conversaciones en vivo necesitan internet',
    body: 'Puedes seguir aprendiendo sin conexión con tus tarjetas.',
    flashcards: 'Repasar tarjetas',
    dashboard: 'Ir al panel',
    bannerTitle: 'Estás sin conexión',
    bannerBody: 'Usando datos guardados para las funciones básicas',
  },
  connecting: 'Conectando con el servicio de conversación...',
  status: {
    label: 'Conexión',
    connecting: 'Conectando...',
    connected: 'Conectado',
    disconnected: 'Desconectado',
    retry: 'Reintentar',
    connect: 'Conectar',
    failed: 'La conexión ha fallado. Inténtalo de nuevo.',
    dropped: 'Se ha perdido la conexión con el servicio de conversación. Inténtalo de nuevo.',
  },
  close: {
    c4400: 'Este modelo de voz no está disponible.',
    c4403: 'Esta conexión venía de otro sitio y se ha rechazado.',
    c4429: 'Ya tienes abiertas todas las conversaciones en vivo permitidas. Cierra una e inténtalo de nuevo.',
    c4408: 'Esta conversación ha llegado a su límite de tiempo. Empieza otra para continuar.',
    c4502: 'No se pudo contactar con el servicio de voz. Inténtalo de nuevo.',
    c4503: 'El servicio de voz ha cerrado la conversación.',
    c1009: 'Mensaje demasiado grande: los eventos tienen un límite de 256 KB.',
    c4423: 'Esta lección está bloqueada. Completa antes las lecciones anteriores.',
  },
  tutor: {
    label: 'Tu tutora',
    name: 'Sofía',
    practice: 'Tutora de práctica',
    ai: 'Tutora con IA',
  },
  voiceService: {
    unavailable: 'No se pudo comprobar el servicio de voz.',
    refresh: 'Actualizar',
    reserved:
      'La tutora con IA forma parte de la suscripción. Practicas con la tutora integrada, que es gratuita.',
    subscribe: 'Suscríbete para hablar con la tutora con IA',
  },
  feedback: {
    label: 'Corrección',
    list: 'Correcciones',
    youSaid: 'Dijiste',
    better: 'Mejor',
    why: 'Por qué',
  },
  savedEarly:
    'Se ha perdido la conexión; tu conversación hasta ahora está guardada. Terminar muestra su resumen.',
  transcript: {
    label: 'Transcripción de la conversación',
    startTitle: 'Empieza la conversación',
    startBody: 'Di «hola» con el botón del micrófono o escribe un mensaje en español abajo.',
    you: 'Tú',
    tutor: 'Tutora',
    listening: 'Escuchando…',
    speaking: 'La tutora está hablando',
    translate: 'Traducir',
    translating: 'Traduciendo...',
    hideTranslation: 'Ocultar traducción',
    gloss: 'Glosa palabra por palabra',
    notCaught: 'No te he entendido. Mantén pulsado el botón y vuelve a decirlo.',
    notTranscribed: 'Esta grabación no se pudo pasar a texto.',
  },
  composer: {
    label: 'Escribe un mensaje en español',
    placeholder: 'Escribe en español…',
    send: 'Enviar',
  },
  record: {
    hold: 'Mantén pulsado para hablar',
    release: 'Suelta para enviar',
    hint: 'Mantén pulsado el botón, o la barra espaciadora, mientras hablas.',
    unavailable: 'Voz desactivada',
    startListening: 'Empezar a escuchar',
    stopListening: 'Dejar de escuchar',
    handsFreeHint: 'Pulsa una vez y habla.',
    listening: 'Te escucho… habla cuando quieras.',
  },
  voice: {
    noRecognition:
      'Tu navegador no puede convertir la voz en texto aquí, así que la entrada por voz está desactivada. Escribe tus mensajes.',
    recognitionFailed: {
      audioCapture:
        'Tu micrófono ha dejado de enviar sonido. Comprueba que está conectado o escribe tu mensaje.',
      network:
        'El reconocimiento de voz no ha podido contactar con su servicio. Comprueba tu conexión o escribe tu mensaje.',
      notAllowed:
        'El reconocimiento de voz no está permitido en este navegador. Permite el micrófono e inténtalo de nuevo, o escribe tu mensaje.',
      languageNotSupported: 'Tu navegador no puede reconocer la voz en español. Escribe tu mensaje.',
      other: 'El reconocimiento de voz ha dejado de funcionar. Escribe tu mensaje.',
    },
    noSynthesis: 'Tu navegador no tiene una voz en español para leer las respuestas. Léelas en pantalla.',
    withoutVoice: 'La voz está desactivada en esta conversación. Escribe tus mensajes abajo.',
    turnVoiceOn: 'Usar el micrófono',
  },
  vocabulary: {
    title: 'Vocabulario nuevo',
    empty: 'Todavía no hay vocabulario.',
    aiNotice:
      'La tutora añade aquí palabras nuevas mientras habláis. Al terminar, la IA elige también palabras útiles de la conversación y las guarda en tus tarjetas.',
    builtInNotice:
      'La tutora añade aquí las palabras que te enseña. Al terminar, estas y las palabras nuevas que usaste se guardan en tus tarjetas.',
  },
  end: 'Terminar',
  extracting: 'Extrayendo vocabulario de la conversación...',
  save: {
    title: 'Problema al guardar la conversación',
    dismiss: 'Cerrar',
    network:
      'No se pudo guardar tu conversación por problemas de conexión. No te preocupes: tu progreso se sigue registrando en este dispositivo y se sincronizará cuando vuelvas a estar en línea.',
    permission:
      'Hubo un problema al guardar tu conversación. Cierra sesión, vuelve a entrar y empieza una nueva conversación.',
    quota:
      'Límite de almacenamiento alcanzado. No se pudo guardar tu conversación. Contacta con soporte para ampliar tu cuenta.',
    error:
      'No se pudo guardar tu conversación ahora. No te preocupes: tu progreso se sigue registrando. Prueba a empezar una nueva conversación.',
    non_error:
      'Algo salió mal al guardar tu conversación. Tu progreso se sigue registrando. Si vuelve a pasar, recarga la página.',
  },
  extraction: {
    network:
      'No se puede conectar con el servicio de análisis de vocabulario. Revisa tu conexión e inténtalo de nuevo.',
    auth: 'Problema de autenticación con el servicio de vocabulario. Recarga la página e inténtalo de nuevo.',
    rate_limit:
      'El servicio de análisis de vocabulario está ocupado. Espera un momento e inténtalo de nuevo.',
    timeout:
      'El análisis de vocabulario está tardando demasiado. Tu conversación está guardada, pero se omitirá la extracción de vocabulario.',
    other:
      'El análisis de vocabulario no está disponible ahora. Tu conversación está guardada y puedes seguir aprendiendo.',
  },
  summary: {
    title: 'Conversación guardada',
    words_one: '{{count, number}} palabra nueva guardada en tus tarjetas',
    words_other: '{{count, number}} palabras nuevas guardadas en tus tarjetas',
    noWords: 'Esta vez no hay palabras nuevas.',
    review: 'Repasar palabras nuevas',
    again: 'Empezar otra conversación',
    lessonScore: 'Puntuación de la lección: {{score}}',
    lessonFailed: 'Esta vez no se pudo guardar tu progreso en la lección.',
    lessonPassed: '¡Lección completada!',
    lessonNotYet: 'Todavía no está completada: la lección pide un {{pass}}.',
    lessonBest: 'Tu mejor puntuación: {{score}}',
    lessonUsed: 'Has usado bien {{used}} de {{total}} expresiones.',
    lessonTry: 'La próxima vez, prueba {{items}}.',
    lessonTried: 'Usadas con un error (dilas otra vez bien): {{items}}.',
    lessonTurns_one: 'Di más con tus palabras: la lección pide {{count, number}} respuesta más tuya.',
    lessonTurns_other: 'Di más con tus palabras: la lección pide {{count, number}} respuestas más tuyas.',
    lessonGrammarUsed: 'Punto de gramática usado: {{point}}.',
    lessonGrammarMissing: 'Punto de gramática que usar: {{point}}.',
    lessonKeyCorrection: 'La corrección que recordar',
    lessonUnlocked_one: '{{count, number}} lección nueva desbloqueada.',
    lessonUnlocked_other: '{{count, number}} lecciones nuevas desbloqueadas.',
    lessonTryAgain: 'Intentarlo otra vez',
    quickStartDone: 'Paso de inicio rápido completado: tu primera conversación',
    corrections_one: '{{count, number}} corrección de tu tutora',
    corrections_other: '{{count, number}} correcciones de tu tutora',
    reviewedWord: 'Usaste «{{word}}» correctamente: repasada',
    reviewedWords: 'Palabras repasadas en esta conversación',
  },
  lesson: {
    label: 'Lección',
    words: 'Palabras para practicar',
    notFound: 'No se pudo cargar esta lección. Puedes conversar libremente.',
    loading: 'Cargando la lección...',
    lockedTitle: '«{{title}}» está bloqueada',
    lockedBody:
      'Completa antes las lecciones anteriores. En tu página de lecciones verás cuáles hacer ahora.',
    toLessons: 'Ir a Lecciones',
  },
  serviceError: 'El servicio de voz informó de un problema',
  popup: {
    label: 'Traducción del texto seleccionado',
    translation: 'Traducción',
    definition: 'Definición',
    loading: 'Cargando...',
    add: 'Añadir al vocabulario',
    added: 'Añadida a tu vocabulario',
    exists: 'Ya está en tu vocabulario',
    addFailed: 'No se pudo añadir la palabra ahora. Inténtalo de nuevo.',
    close: 'Cerrar',
    noDefinition: 'No hay definición disponible',
    failed: 'La traducción ha fallado. Inténtalo más tarde.',
  },
  microphone: {
    titlePermission: 'Se necesita permiso para el micrófono',
    titleAccess: 'Se necesita acceso al micrófono',
    titleNoDevice: 'Micrófono no disponible',
    required:
      'Las conversaciones por voz necesitan el micrófono. Permite el acceso al micrófono e inténtalo de nuevo.',
    mustGrant: 'Debes permitir el acceso al micrófono para usar esta función.',
    yourBrowser: 'tu navegador',
    noDeviceBody:
      'No se ha encontrado ningún micrófono en este dispositivo, así que ahora no es posible conversar por voz.',
    noDeviceStepsTitle: 'Para hablar con tu voz',
    noDeviceSteps: [
      'Conecta o enciende un micrófono o unos auriculares con micrófono.',
      'Comprueba que la configuración de sonido de tu equipo lo muestra como entrada.',
      'Elige Intentar de nuevo. O continúa sin voz y escribe tus mensajes.',
    ],
    stepsTitle: 'Cómo permitir el micrófono en {{browser}}',
    steps: {
      chrome: [
        'Haz clic en el icono a la izquierda de la barra de direcciones (un candado o unos controles).',
        'Pon Micrófono en Permitir.',
        'Recarga la página.',
      ],
      edge: [
        'Haz clic en el candado a la izquierda de la barra de direcciones.',
        'Elige Permisos de este sitio y pon Micrófono en Permitir.',
        'Recarga la página.',
      ],
      firefox: [
        'Haz clic en el icono del micrófono tachado en la barra de direcciones.',
        'Quita el permiso Bloqueado del micrófono.',
        'Recarga la página y elige Permitir cuando te lo pregunte.',
      ],
      safari: [
        'Abre Safari > Ajustes de este sitio web.',
        'Pon Micrófono en Permitir.',
        'Recarga la página.',
      ],
      other: ['Abre los ajustes del sitio en tu navegador.', 'Permite el micrófono.', 'Recarga la página.'],
    },
    help: 'Ayuda del navegador: permisos del micrófono',
    https: 'El acceso al micrófono necesita una conexión segura (HTTPS).',
    tryAgain: 'Intentar de nuevo',
    practiceWithoutVoice: 'Practicar sin voz',
    continueWithoutVoice: 'Continuar sin voz',
    practiceWithoutVoiceNote: 'Sale de la conversación y abre tus tarjetas.',
    continueWithoutVoiceNote: 'Te quedas en esta conversación y escribes tus mensajes.',
    dismiss: 'Cerrar e ir a las tarjetas',
  },
};
