/** Learner turns for the evaluation: what real learners write, errors and questions included. */
export const SCRIPTS: readonly { name: string; interests: string[]; turns: string[] }[] = [
  {
    name: 'first meeting',
    interests: ['food'],
    turns: ['Hola', 'Me llamo Ben', 'Soy de Inglaterra', 'Me gusta los perros.', 'Me gustan los perros.', '¿Cuál es tu comida favorita?', 'Me gusta la pizza', 'Sí', 'No entiendo', 'Adiós'],
  },
  {
    name: 'errors everywhere',
    interests: ['family'],
    turns: ['Buenos días', 'Mi llamo Laura', 'Me llamo Laura', 'Mi hermana es en casa.', 'Mi hermana está en casa.', 'Hay mucho gente en mi familia', 'Yo tener dos hermanos', 'Yo tengo dos hermanos', 'Estoy hambre', 'Tengo hambre'],
  },
  {
    name: 'questions for Sofía',
    interests: ['travel'],
    turns: ['Hola, ¿qué tal?', 'Me llamo Tom. ¿Cómo estás?', '¿De dónde eres?', '¿Dónde vives?', '¿Tienes hermanos?', '¿Cuántos años tienes?', '¿En qué trabajas?', '¿Tienes mascotas?', '¿Qué tiempo hace?', '¿Y tú?'],
  },
  {
    name: 'help requests',
    interests: ['entertainment'],
    turns: ['Hola', 'Soy Anna', 'más despacio, por favor', '¿Qué significa película?', '¿Cómo se dice book?', 'repite', 'no sé', 'otra vez más fácil', 'I like music', 'Me gusta la música'],
  },
  {
    name: 'English speaker',
    interests: ['business'],
    turns: ['Hello', 'My name is Mark', 'I am from London', 'I like dogs', 'I have a cat', 'I am hungry', 'I want to learn', 'I do not understand', 'What is the weather like today in your city', 'Vale, hablo español'],
  },
  {
    name: 'feelings and routine',
    interests: ['socializing'],
    turns: ['Hola', 'Me llamo Carmen', 'Estoy muy cansada hoy', 'Me levanto a las seis', 'Trabajo en un hospital', 'Soy enfermera', 'Estoy contenta con mi trabajo', 'No me gusta el frío', 'Hoy es frío', 'Hoy hace frío'],
  },
  {
    name: 'short answers',
    interests: ['shopping'],
    turns: ['Hola', 'Pedro', 'Madrid', 'Sí', 'No', 'Bien', 'Vale', 'Gracias', 'No sé', 'Sí, claro'],
  },
  {
    name: 'longer sentences',
    interests: ['culture', 'dating'],
    turns: ['Hola', 'Me llamo Julia y vivo en Berlín con mi novio', 'Me encanta el flamenco y la música latina', 'El fin de semana voy a visitar un museo', 'Mi madre es profesora y mi padre es médico', 'Ayer fui al cine con mis amigos', 'Creo que la cultura española es muy interesante', 'Mañana voy comer con mi familia', 'Mañana voy a comer con mi familia', 'Gracias para la conversación'],
  },
  {
    name: 'repeat fails twice',
    interests: ['food'],
    turns: ['Hola', 'Me llamo Sam', 'Soy 20 años', 'Soy 20 años', 'Soy veinte años', '¿Qué desayunas tú?', 'Desayuno café con leche', 'Me gusta mucho el café', 'Prefiero el té', 'Hasta luego'],
  },
  {
    name: 'nonsense and edge input',
    interests: [],
    turns: ['', 'asdf qwer', '¿?', 'Hola!!!', '123', 'jajaja', 'Me llamo X Æ A-12', 'sí sí sí', 'Estoy bien', 'chao'],
  },
];
