/** Textos en español de los canales de recordatorio, en ajustes y en el panel. */
export const reminders = {
  title: 'Canales de recordatorio',
  email:
    'Correo: los recordatorios llegan al correo de tu cuenta, cada uno con un enlace para dejar de recibirlos.',
  emailUnverified:
    'Confirma tu dirección de correo para recibir los recordatorios por correo (Cuenta, más arriba).',
  pushUnsupported: 'Este navegador no puede mostrar notificaciones.',
  pushOn: 'Notificaciones en este dispositivo: activadas',
  pushOff: 'Notificaciones en este dispositivo: desactivadas',
  pushTurnOn: 'Activar notificaciones en este dispositivo',
  pushTurnOff: 'Desactivar en este dispositivo',
  pushRefused: 'Las notificaciones de Charla están bloqueadas en este navegador.',
  pushOnDone: 'Este dispositivo mostrará tus recordatorios.',
  pushOffDone: 'Este dispositivo ya no mostrará recordatorios.',
  sendTest: 'Enviar un recordatorio de prueba',
  testSent_one: 'Recordatorio de prueba enviado por correo y a {{count, number}} dispositivo.',
  testSent_other: 'Recordatorio de prueba enviado por correo y a {{count, number}} dispositivos.',
  testPushOnly_one: 'Recordatorio de prueba enviado a {{count, number}} dispositivo, no por correo.',
  testPushOnly_other: 'Recordatorio de prueba enviado a {{count, number}} dispositivos, no por correo.',
  failed: 'Algo salió mal. Inténtalo de nuevo.',
  next: 'Próximo recordatorio: {{when}}',
  noNext: 'Los recordatorios diarios están desactivados.',
} as const;
