import type { core as en } from '../en/core';

/** Spanish UI texts; the same keys as the English file (the type checks it). */
export const core: typeof en = {
  nav: {
    chat: 'Chat',
    lessons: 'Lecciones',
    flashcards: 'Tarjetas',
    settings: 'Ajustes',
    dashboard: 'Panel',
    main: 'Principal',
  },
  studyPlan: {
    title: 'Tu plan de estudio',
    prompt:
      'Responde unas preguntas y tendrás un plan: una meta diaria, los temas que te interesan y por dónde empezar.',
    create: 'Crear tu plan de estudio',
    dailyGoal_one: 'Meta diaria: {{count}} minuto',
    dailyGoal_other: 'Meta diaria: {{count}} minutos',
    topics: 'Temas',
    focus: 'Trabajando en',
    nextLesson: 'Próxima lección',
    allLessonsDone: 'Has completado todas las lecciones abiertas para ti.',
    edit: 'Cambiar en Ajustes',
  },
  common: {
    loading: 'Cargando...',
    signOut: 'Cerrar sesión',
    dismiss: 'Cerrar',
    backToSignIn: 'Volver a iniciar sesión',
    unreachable:
      'Charla no puede conectar con el servidor ahora mismo. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  register: {
    heading: 'Inicia sesión o regístrate',
    intro: 'Usa tu correo para entrar, o para crear tu cuenta de Charla si eres nuevo.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordHint: 'Al menos 6 caracteres',
    rememberMe: 'Mantener la sesión iniciada en este dispositivo',
    forgotPassword: '¿Olvidaste tu contraseña?',
    continue: 'Continuar',
    processing: 'Procesando...',
    or: 'o',
    google: 'Continuar con Google',
    completing: 'Terminando de iniciar sesión...',
  },
  offline: {
    waiting_one: '1 repaso pendiente de sincronizar',
    waiting_other: '{{count}} repasos pendientes de sincronizar',
    syncing_one: 'Sincronizando 1 repaso...',
    syncing_other: 'Sincronizando {{count}} repasos...',
    synced_one: '1 repaso sin conexión sincronizado',
    synced_other: '{{count}} repasos sin conexión sincronizados',
  },
  reset: {
    heading: 'Elige una nueva contraseña',
    newPassword: 'Nueva contraseña',
    submit: 'Guardar la nueva contraseña',
    saving: 'Guardando...',
    done: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión.',
    missingToken:
      'Este enlace de restablecimiento está incompleto. Pide uno nuevo desde la pantalla de inicio de sesión.',
  },
};
