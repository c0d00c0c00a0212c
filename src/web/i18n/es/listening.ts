import type { listening as en } from '../en/listening';

/** Spanish texts of the flashcards' Listen mode: the same keys as the English file. */
export const listening: typeof en = {
  modes: 'Modo de repaso',
  read: 'Leer',
  listen: 'Escuchar',
  hear: 'Qué escuchar',
  hearWord: 'Palabra',
  hearSentence: 'Frase de ejemplo',
  prompt: 'Escribe lo que oyes',
  play: 'Repetir',
  slower: 'Más despacio',
  check: 'Comprobar',
  dontKnow: 'Muéstramelo',
  keyboardHint:
    'Teclado: Intro comprueba tu respuesta, Alt+R la repite, Alt+S la repite más despacio; luego, del 1 al 4, la valoras.',
  checking: 'Buscando una voz en español…',
  unavailableTitle: 'Para escuchar hace falta una voz en español',
  unavailableBody:
    'Este dispositivo no tiene ninguna voz en español para leer las palabras, así que el modo Escuchar no funciona aquí. Repasa en modo Leer o añade una voz en español en los ajustes de voz del dispositivo.',
  unavailableOffline:
    'Sin conexión, solo la voz en español del propio dispositivo puede leer las palabras, y no tiene ninguna. Repasa en modo Leer o vuelve a conectarte.',
  useRead: 'Repasar en modo Leer',
  playFailed: 'Ahora mismo no se ha podido reproducir. Pulsa Repetir.',
  correctionNote: 'Las tarjetas de corrección no tienen nada que escuchar: responde a esta como siempre.',
  result: {
    exact: '¡Correcto!',
    close: {
      accents: 'Correcto; ojo con la tilde: {{answer}}',
      enye: 'Correcto; ojo con la ñ: {{answer}}',
      article: 'Correcto; ojo con el artículo: {{answer}}',
      several: 'Correcto; ojo con la ortografía: {{answer}}',
    },
    wrong: 'Casi. Escribiste «{{typed}}»; era: {{answer}}',
    shown: 'Era: {{answer}}',
  },
  caseNote: 'Las mayúsculas y la puntuación no cuentan.',
};
