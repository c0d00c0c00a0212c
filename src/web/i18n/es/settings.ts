import type { settings as en } from '../en/settings';

/** Spanish texts of the settings screens, the user menu and the support pages: the same keys as English. */
export const settings: typeof en = {
  title: 'Ajustes',
  saving: 'Guardando...',
  saved: 'Guardado',
  account: {
    title: 'Cuenta',
    email: 'Correo electrónico',
    verified: 'Tu correo electrónico está confirmado.',
    notVerified: 'Tu correo electrónico todavía no está confirmado.',
    sendVerification: 'Enviar correo de verificación',
    sending: 'Enviando...',
    verificationSent: 'Hemos enviado un enlace de confirmación a {{email}}.',
    changePassword: 'Cambiar la contraseña',
    currentPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    passwordHint: 'Al menos 6 caracteres',
    updatePassword: 'Actualizar la contraseña',
    updating: 'Actualizando...',
    wrongPassword: 'Tu contraseña actual no es correcta.',
    passwordUpdated: 'Tu contraseña se ha actualizado.',
    cancel: 'Cancelar',
    proficiency: 'Nivel de competencia',
    proficiencyValue: 'Nivel actual: {{level}}',
    proficiencyNone: 'Todavía sin evaluar',
    signOut: 'Cerrar sesión',
  },
  learning: {
    title: 'Aprendizaje',
    dailyGoal: 'Objetivo diario',
    minutes: '{{count, number}} minutos',
    weeklyGoal: 'Objetivo semanal: {{minutes}} minutos',
    difficulty: 'Dificultad',
    difficulties: { easy: 'Fácil', normal: 'Normal', hard: 'Difícil', adaptive: 'Adaptativa' },
    voiceSpeed: 'Velocidad de la voz',
    voiceSpeedHint: 'La velocidad a la que habla la tutora en las conversaciones.',
    voiceSpeeds: { slow: 'Lenta', normal: 'Normal', fast: 'Rápida' },
    voiceInput: 'Hablar con la tutora',
    voiceInputHint:
      'Mantener pulsado: mantén pulsado el botón mientras hablas. Manos libres: pulsa una vez y la tutora responde cuando haces una pausa (espera más en los niveles iniciales).',
    voiceInputs: { hold: 'Mantener pulsado', 'hands-free': 'Manos libres' },
    autoplay: 'Reproducción automática',
    autoplayHint: 'Reproduce en voz alta las respuestas de la tutora en cuanto llegan.',
    autoAdvance: 'Avanzar automáticamente tras responder',
    autoAdvanceHint:
      'En la evaluación, muestra la siguiente pregunta 2 segundos después de cada respuesta. Desactívalo para avanzar con el botón Siguiente cuando quieras.',
    reviewUsedWords: 'Contar como repasadas las palabras que uso bien',
    reviewUsedWordsHint:
      'Cuando usas bien en la conversación una palabra que toca repasar, cuenta como un repaso «Bien». Desactívalo para repasar las palabras solo con las tarjetas.',
    scheduler: 'Programación de repasos',
    schedulerHint:
      'Clásica alarga cada intervalo según una tabla fija. FSRS calcula, a partir de tus repasos, cuándo estás a punto de olvidar cada tarjeta.',
    schedulers: { classic: 'Clásica', fsrs: 'FSRS' },
    desiredRetention: 'Retención deseada',
    desiredRetentionHint:
      'Con qué probabilidad quieres recordar una tarjeta cuando vuelva. Cuanto más alta, más repasos.',
  },
  notifications: {
    title: 'Notificaciones',
    dailyReminders: 'Recordatorios diarios',
    reminderTime: 'Hora del recordatorio',
    weeklyProgress: 'Progreso semanal',
    achievements: 'Notificaciones de logros',
  },
  preferences: {
    title: 'Preferencias de la aplicación',
    theme: 'Tema',
    themes: { light: 'Claro', dark: 'Oscuro' },
    language: 'Idioma',
    languages: { en: 'English', es: 'Español' },
    vibration: 'Vibración',
    vibrationHint: 'Vibra en los dispositivos compatibles para dar respuesta.',
  },
  subscription: {
    title: 'Suscripción',
    status: {
      trialing: 'Prueba gratuita hasta el {{date}}',
      active: 'Suscripción activa',
      past_due: 'Pago pendiente: actualiza tu tarjeta.',
      canceled: 'Tu suscripción ha terminado.',
      none: 'Sin suscripción',
    },
    endsTrial: 'Tu prueba gratuita sigue activa hasta el {{date}}; no se renovará.',
    ends: 'Tu suscripción sigue activa hasta el {{date}}; no se renovará.',
    resume: 'Reanudar la suscripción',
    resumeFailed: 'No se pudo reanudar tu suscripción. Inténtalo de nuevo.',
    manage: 'Gestionar la suscripción',
    usage: 'Estadísticas de uso',
    failed: 'No se pudo abrir la página de facturación. Inténtalo de nuevo.',
  },
  support: {
    title: 'Ayuda e información',
    help: 'Ayuda',
    contact: 'Contacto',
    privacy: 'Política de privacidad',
    terms: 'Condiciones del servicio',
  },
  userMenu: {
    open: 'Menú de la cuenta',
    avatar: 'Tu foto de perfil',
    vocabulary: 'Vocabulario',
    stats: 'Estadísticas',
    settings: 'Ajustes',
    logOut: 'Cerrar sesión',
    loggedOut: '¡Sesión cerrada correctamente!',
  },
  pages: {
    back: 'Volver',
    help: {
      title: 'Ayuda',
      intro: 'Charla ayuda a los angloparlantes a aprender español hablándolo. Así encajan sus partes.',
      items: [
        [
          'Chat',
          'Mantén pulsado el botón del micrófono (o la barra espaciadora) y habla en español con Sofía, tu tutora. También puedes escribir. Selecciona cualquier palabra de la conversación para ver su traducción y añadirla a tu vocabulario.',
        ],
        [
          'Tu tutora',
          'La línea sobre la conversación indica con qué tutora hablas. La tutora de práctica viene integrada en Charla y no es una IA: responde con frases escritas de antemano, corrige errores frecuentes y enseña las lecciones, pero entiende un número limitado de frases. Una tutora con IA entiende y responde con libertad. Cuál te toca depende del servicio de Charla que uses y, en algunos, de tu suscripción.',
        ],
        [
          'Tarjetas',
          'Las palabras de tus conversaciones se convierten en tarjetas. Valora cada tarjeta con Otra vez, Difícil, Bien o Fácil: la repetición espaciada te la vuelve a mostrar justo antes de que la olvides.',
        ],
        [
          'Lecciones',
          'Las lecciones siguen los niveles del MCER, de A0 a C2. Al terminar una lección se desbloquean las siguientes; cada lección abre una conversación sobre su tema.',
        ],
        [
          'Evaluación',
          'La evaluación de nivel se adapta a tus respuestas y te sitúa en un nivel. Puedes repetirla una vez cada 7 días.',
        ],
        [
          'Suscripción',
          'Tu plan empieza con una prueba gratuita de 7 días. Gestiónala o cancélala cuando quieras desde Ajustes, en Suscripción.',
        ],
        [
          'Sin conexión',
          'Sin internet puedes seguir repasando las tarjetas guardadas en este dispositivo; tus repasos se sincronizan cuando vuelves a tener conexión.',
        ],
      ],
    },
    contact: {
      title: 'Contacto',
      intro: 'La mayoría de las dudas sobre tu cuenta se resuelven al momento en la aplicación:',
      items: [
        [
          '¿Olvidaste tu contraseña?',
          'Usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión para recibir un enlace por correo.',
        ],
        ['Cambiar la contraseña o confirmar tu correo', 'Ve a Ajustes, Cuenta.'],
        ['Facturación, cancelar o cambiar de plan', 'Ve a Ajustes, Suscripción, Gestionar la suscripción.'],
        [
          'Algo no funciona',
          'Primero recarga la página; la aplicación guarda tu progreso en nuestros servidores. Si sigue pasando, contacta con el equipo que gestiona este sitio de Charla y cuéntale qué hiciste y qué viste.',
        ],
      ],
    },
    privacy: {
      title: 'Política de privacidad',
      intro: 'Qué guarda Charla sobre ti y por qué.',
      items: [
        [
          'Cuenta',
          'Tu correo electrónico, una contraseña cifrada (o el id y la foto de tu cuenta de Google) y tus ajustes, para iniciar tu sesión y recordar tus preferencias.',
        ],
        [
          'Datos de aprendizaje',
          'Tus respuestas de bienvenida, vocabulario, repasos, progreso en las lecciones, resultados de evaluación y resúmenes de conversación (los primeros 1000 caracteres de cada transcripción), para que la aplicación funcione y muestre tu progreso.',
        ],
        [
          'Voz',
          'Tu voz se envía al servicio de voz mientras hablas con la tutora. Charla guarda el resumen de la conversación, no el audio.',
        ],
        [
          'Pagos',
          'Los datos de la tarjeta van al proveedor de pagos, nunca a nosotros; guardamos el id de cliente del proveedor y el estado de tu suscripción.',
        ],
        [
          'Compartir',
          'No vendemos ni compartimos nada con fines publicitarios. Los proveedores de servicios (voz, traducción, pagos, correo) solo reciben lo que su tarea necesita.',
        ],
        [
          'Tus opciones',
          'Puedes cambiar tus ajustes cuando quieras. Para borrar tu cuenta y tus datos, contacta con el equipo que gestiona este sitio.',
        ],
      ],
    },
    terms: {
      title: 'Condiciones del servicio',
      intro: 'La versión corta de las normas para usar Charla.',
      items: [
        [
          'El servicio',
          'Charla es una herramienta de aprendizaje. La tutora con IA puede equivocarse; no te fíes de ella para consejos médicos, legales u otros consejos profesionales.',
        ],
        ['Tu cuenta', 'Mantén tu contraseña en privado. Eres responsable de lo que ocurra en tu cuenta.'],
        [
          'Suscripción',
          'Los planes cuestan 7,99 al mes o 79,99 al año tras una prueba gratuita de 7 días. Si cancelas antes de que termine la prueba, no se te cobra. La suscripción se renueva hasta que la canceles.',
        ],
        [
          'Uso razonable',
          'No hagas un mal uso del servicio, no intentes romperlo ni lo uses para dañar a otras personas.',
        ],
        [
          'Cambios',
          'Podemos actualizar el servicio y estas condiciones; los cambios importantes se anuncian en la aplicación.',
        ],
      ],
    },
  },
};
