import type { LessonScript } from '../types';

/** A2 unit 6: how each lesson on getting around and staying somewhere is played. */
export const A2_UNIT_6_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a2-21': {
    role: { es: 'el empleado de la taquilla', en: 'the ticket office clerk' },
    scene: {
      es: 'Estamos en la estación de Atocha, en Madrid. Quieres ir a Toledo.',
      en: 'We are at Atocha station in Madrid. You want to go to Toledo.',
    },
    task: {
      es: 'Compra un billete, elige asiento y pregunta la hora y la vía.',
      en: 'Buy a ticket, choose a seat and ask about the time and the platform.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días, está usted en la taquilla. ¿Qué desea?',
          en: 'Good morning, this is the ticket office. What would you like?',
        },
        expects: ['la taquilla', 'el billete de ida y vuelta'],
      },
      {
        line: {
          es: 'Hay un tren a las diez y otro a las once. ¿Cuál prefiere?',
          en: 'There is a train at ten and another at eleven. Which do you prefer?',
        },
        expects: ['¿a qué hora sale?', 'el próximo tren', 'perder el tren'],
      },
      {
        line: { es: '¿Prefiere ventanilla o pasillo?', en: 'Do you prefer window or aisle?' },
        expects: ['el asiento de ventanilla', 'el asiento de pasillo'],
      },
      {
        line: {
          es: '¿Tiene alguna pregunta más sobre el viaje?',
          en: 'Do you have any more questions about the journey?',
        },
        expects: ['el andén', 'la vía', 'el tren directo', 'el tren de cercanías'],
      },
      {
        line: {
          es: 'Atención: el tren de las diez sale veinte minutos tarde.',
          en: 'Attention: the ten o’clock train is leaving twenty minutes late.',
        },
        expects: ['llega con retraso', 'el revisor'],
      },
    ],
    closing: { es: 'Aquí tiene su billete. ¡Buen viaje!', en: 'Here is your ticket. Have a good trip!' },
    listening: {
      line: {
        es: 'El tren con destino a Toledo sale de la vía cuatro y llega con retraso.',
        en: 'The train to Toledo leaves from platform four and is running late.',
      },
      question: { es: '¿De qué vía sale el tren?', en: 'Which platform does the train leave from?' },
      answers: ['de la via cuatro', 'cuatro'],
    },
    grammarUse: { phrases: ['a que hora', 'de que via', 'de que anden', 'cuando sale'] },
  },
  'lesson-a2-22': {
    role: { es: 'la dueña del apartamento', en: 'the owner of the flat' },
    scene: {
      es: 'Acabas de llegar a un apartamento turístico en Valencia. Te llamo por teléfono.',
      en: 'You have just arrived at a holiday flat in Valencia. I am phoning you.',
    },
    task: {
      es: 'Pregunta por las llaves, el wifi y las normas, y dime qué falta.',
      en: 'Ask about the keys, the wifi and the rules, and tell me what is missing.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! ¿Ya está en el apartamento turístico? ¿Ha encontrado las llaves?',
          en: 'Hello! Are you at the holiday flat yet? Have you found the keys?',
        },
        expects: ['el apartamento turístico', 'recoger las llaves', 'la caja de llaves', 'el telefonillo'],
      },
      {
        line: {
          es: '¿Necesita algo para conectarse a internet?',
          en: 'Do you need anything to connect to the internet?',
        },
        expects: ['la contraseña del wifi'],
      },
      {
        line: { es: '¿Está todo bien en las habitaciones?', en: 'Is everything all right in the rooms?' },
        expects: ['las sábanas', 'las toallas', 'el sofá cama', 'la lavadora'],
      },
      {
        line: {
          es: 'Una cosa importante: no se puede fumar dentro del piso.',
          en: 'One important thing: you cannot smoke inside the flat.',
        },
        expects: ['no se puede', 'las normas de la casa'],
      },
      {
        line: {
          es: '¿Tiene alguna pregunta sobre el último día?',
          en: 'Do you have any questions about the last day?',
        },
        expects: ['la hora de salida', 'dejar las llaves'],
      },
    ],
    closing: {
      es: 'Perfecto. Le llevo las toallas esta tarde. ¡Disfrute de Valencia!',
      en: 'Perfect. I will bring you the towels this afternoon. Enjoy Valencia!',
    },
    listening: {
      line: {
        es: 'Las llaves están en el buzón y la hora de salida es a las once.',
        en: 'The keys are in the letterbox and check-out time is at eleven.',
      },
      question: { es: '¿Dónde están las llaves?', en: 'Where are the keys?' },
      answers: ['en el buzon', 'buzon'],
    },
    grammarUse: { phrases: ['se puede', 'no se puede', 'se pueden'] },
  },
  'lesson-a2-23': {
    role: { es: 'el empleado del alquiler', en: 'the car hire clerk' },
    scene: {
      es: 'Estamos en el mostrador de alquiler de coches del aeropuerto de Málaga.',
      en: 'We are at the car hire desk at Málaga airport.',
    },
    task: {
      es: 'Alquila un coche para una semana y pregunta por el seguro, la gasolina y la devolución.',
      en: 'Hire a car for a week and ask about insurance, fuel and returning it.',
    },
    steps: [
      {
        line: { es: 'Buenas tardes. ¿En qué puedo ayudarle?', en: 'Good afternoon. How can I help you?' },
        expects: ['alquilar un coche', 'recoger el coche'],
      },
      {
        line: {
          es: 'Muy bien. Necesito su pasaporte y otro documento.',
          en: 'Very well. I need your passport and another document.',
        },
        expects: ['el carnet de conducir'],
      },
      {
        line: {
          es: '¿Quiere el seguro a todo riesgo? Cuesta diez euros al día.',
          en: 'Do you want fully comprehensive insurance? It costs ten euros a day.',
        },
        expects: ['el seguro', 'el kilometraje ilimitado'],
      },
      {
        line: {
          es: 'Hay que devolverlo igual que se lo damos.',
          en: 'You have to return it the same way we give it to you.',
        },
        expects: ['el depósito lleno', 'la gasolinera'],
      },
      {
        line: {
          es: 'Su coche es el gris de la plaza doce. ¿Alguna pregunta más?',
          en: 'Your car is the grey one in space twelve. Any more questions?',
        },
        expects: ['el maletero', 'el navegador', 'aparcar', 'el aparcamiento', 'la autopista'],
      },
    ],
    closing: {
      es: 'Aquí tiene las llaves. ¡Buen viaje por Andalucía!',
      en: 'Here are the keys. Have a good trip around Andalusia!',
    },
    listening: {
      line: {
        es: 'Hay que devolver el coche con el depósito lleno antes de las diez.',
        en: 'You have to return the car with a full tank before ten.',
      },
      question: {
        es: '¿Antes de qué hora hay que devolver el coche?',
        en: 'Before what time do you have to return the car?',
      },
      answers: ['antes de las diez', 'las diez', 'diez'],
    },
    grammarUse: { phrases: ['hay que', 'tengo que', 'tiene que', 'tienes que'] },
  },
  'lesson-a2-24': {
    role: { es: 'la empleada de objetos perdidos', en: 'the lost property clerk' },
    scene: {
      es: 'Estamos en la estación de autobuses. Ayer te dejaste algo en un autobús.',
      en: 'We are at the bus station. Yesterday you left something on a bus.',
    },
    task: {
      es: 'Explica qué has perdido, descríbelo bien y di cuándo lo tuviste por última vez.',
      en: 'Explain what you have lost, describe it well and say when you last had it.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días. ¿Busca la oficina de objetos perdidos? Es aquí.',
          en: 'Good morning. Are you looking for the lost property office? It is here.',
        },
        expects: ['los objetos perdidos', 'he perdido'],
      },
      {
        line: { es: '¿Qué ha perdido exactamente?', en: 'What exactly have you lost?' },
        expects: ['el anillo', 'las gafas de sol'],
      },
      {
        line: {
          es: '¿Cómo es? ¿De qué color y de qué material?',
          en: 'What is it like? What colour and what material?',
        },
        expects: ['de piel', 'de tela', 'azul marino', 'la funda'],
      },
      {
        line: { es: '¿Había algo importante dentro?', en: 'Was there anything important inside?' },
        expects: ['dentro había', 'el carnet de identidad'],
      },
      {
        line: {
          es: 'Tengo que preguntarle algo más sobre el lugar.',
          en: 'I need to ask you something else about the place.',
        },
        expects: ['¿dónde lo perdió?', 'rellenar un formulario'],
      },
    ],
    closing: {
      es: 'Muy bien. Si aparece, le llamamos por teléfono.',
      en: 'Very well. If it turns up, we will phone you.',
    },
    listening: {
      line: {
        es: 'Se me ha perdido una mochila de tela azul oscuro. Dentro había un carnet de identidad.',
        en: 'I have lost a dark blue fabric rucksack. Inside there was an identity card.',
      },
      question: { es: '¿De qué color es la mochila?', en: 'What colour is the rucksack?' },
      answers: ['azul oscuro', 'azul'],
    },
    grammarUse: { phrases: ['se me ha perdido', 'se me ha olvidado', 'se me perdio', 'se me olvido'] },
  },
  'lesson-a2-25': {
    role: { es: 'la empleada de turismo', en: 'the tourist office clerk' },
    scene: {
      es: 'Estamos en la oficina de turismo de Salamanca. Tienes un día para ver la ciudad.',
      en: 'We are at the Salamanca tourist office. You have one day to see the town.',
    },
    task: {
      es: 'Pide un plano y recomendaciones, y pregunta horarios y precios.',
      en: 'Ask for a map and recommendations, and ask about opening times and prices.',
    },
    steps: [
      {
        line: {
          es: '¡Bienvenido a la oficina de turismo! ¿En qué puedo ayudarle?',
          en: 'Welcome to the tourist office! How can I help you?',
        },
        expects: ['la oficina de turismo', 'el plano de la ciudad', 'el folleto'],
      },
      {
        line: {
          es: 'Solo tiene un día, ¿verdad? Hay muchas cosas que ver.',
          en: 'You only have one day, right? There are lots of things to see.',
        },
        expects: ['¿qué me recomienda?', 'el centro histórico'],
      },
      {
        line: {
          es: 'Le recomiendo subir a la torre de la catedral.',
          en: 'I recommend going up the cathedral tower.',
        },
        expects: ['merece la pena', 'el mirador'],
      },
      {
        line: {
          es: 'Hay una visita a pie por la ciudad a las diez.',
          en: 'There is a walking tour of the town at ten.',
        },
        expects: ['la visita guiada', 'gratis'],
      },
      {
        line: {
          es: '¿Quiere visitar algún museo? Algunos cierran los lunes.',
          en: 'Do you want to visit a museum? Some close on Mondays.',
        },
        expects: ['el horario de apertura', 'abierto todos los días', 'cerrado por obras'],
      },
    ],
    closing: {
      es: 'Aquí tiene el plano. ¡Que disfrute de Salamanca!',
      en: 'Here is the map. Enjoy Salamanca!',
    },
    listening: {
      line: {
        es: 'La visita guiada es gratis y sale de la plaza a las diez. Merece la pena.',
        en: 'The guided tour is free and leaves from the square at ten. It is worth it.',
      },
      question: { es: '¿A qué hora sale la visita guiada?', en: 'What time does the guided tour leave?' },
      answers: ['a las diez', 'diez'],
    },
    grammarUse: { phrases: ['merece la pena', 'le recomiendo', 'te recomiendo', 'recomiendo'] },
  },
};
