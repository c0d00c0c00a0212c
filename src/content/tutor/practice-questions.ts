/**
 * Questions whose natural answer needs one kind of structure: the built-in tutor asks them when a
 * learner practises a kind of mistake («¿Qué hiciste el fin de semana?» needs a past tense). Each
 * is a topic question like the others: exact translation, a simpler phrasing, Sofía's own answer.
 */
import type { CorrectionKind } from './correction-kinds';
import { q } from './topics/question';
import type { TopicQuestion } from './types';

export const PRACTICE_QUESTIONS: Record<Exclude<CorrectionKind, 'other'>, readonly TopicQuestion[]> = {
  agreement: [
    q(
      'practise-house',
      'basic',
      ['¿Cómo es tu casa?', 'What is your house like?'],
      ['¿Tu casa es grande o pequeña?', 'Is your house big or small?'],
      ['Mi casa es pequeña pero bonita.', 'My house is small but pretty.'],
    ),
    q(
      'practise-friends',
      'basic',
      ['¿Cómo son tus amigos?', 'What are your friends like?'],
      ['¿Tus amigos son simpáticos?', 'Are your friends nice?'],
      ['Mis amigos son muy simpáticos.', 'My friends are very nice.'],
    ),
    q(
      'practise-clothes',
      'basic',
      ['¿Qué ropa llevas hoy?', 'What clothes are you wearing today?'],
      ['¿Llevas una camisa blanca?', 'Are you wearing a white shirt?'],
      [
        'Hoy llevo una camisa blanca y unos zapatos negros.',
        'Today I am wearing a white shirt and black shoes.',
      ],
    ),
  ],
  'ser-estar': [
    q(
      'practise-how-are-you',
      'basic',
      ['¿Cómo estás hoy?', 'How are you today?'],
      ['¿Estás bien hoy?', 'Are you well today?'],
      ['Estoy muy bien, gracias.', 'I am very well, thank you.'],
    ),
    q(
      'practise-where-from',
      'basic',
      ['¿De dónde eres?', 'Where are you from?'],
      ['¿Eres de aquí?', 'Are you from here?'],
      ['Soy de Madrid.', 'I am from Madrid.'],
      'origin',
    ),
    q(
      'practise-where-is-home',
      'basic',
      ['¿Dónde está tu casa?', 'Where is your house?'],
      ['¿Tu casa está cerca?', 'Is your house nearby?'],
      ['Mi casa está en el centro.', 'My house is in the centre.'],
    ),
  ],
  'verb-forms': [
    q(
      'practise-tomorrow',
      'basic',
      ['¿Qué vas a hacer mañana?', 'What are you going to do tomorrow?'],
      ['¿Vas a trabajar mañana?', 'Are you going to work tomorrow?'],
      ['Mañana voy a visitar a mi madre.', 'Tomorrow I am going to visit my mother.'],
    ),
    q(
      'practise-right-now',
      'basic',
      ['¿Qué estás haciendo ahora?', 'What are you doing now?'],
      ['¿Estás en casa ahora?', 'Are you at home now?'],
      ['Ahora estoy hablando contigo.', 'Right now I am talking with you.'],
    ),
    q(
      'practise-saturdays',
      'basic',
      ['¿Qué haces normalmente los sábados?', 'What do you usually do on Saturdays?'],
      ['¿Sales los sábados?', 'Do you go out on Saturdays?'],
      ['Los sábados salgo con mis amigos.', 'On Saturdays I go out with my friends.'],
    ),
  ],
  'past-tenses': [
    q(
      'practise-weekend',
      'basic',
      ['¿Qué hiciste el fin de semana?', 'What did you do at the weekend?'],
      ['¿Saliste el sábado?', 'Did you go out on Saturday?'],
      ['El sábado fui al cine con una amiga.', 'On Saturday I went to the cinema with a friend.'],
    ),
    q(
      'practise-yesterday',
      'basic',
      ['¿Qué comiste ayer?', 'What did you eat yesterday?'],
      ['¿Comiste en casa ayer?', 'Did you eat at home yesterday?'],
      ['Ayer comí una paella muy buena.', 'Yesterday I ate a very good paella.'],
    ),
    q(
      'practise-ten-years-ago',
      'basic',
      ['¿Dónde vivías hace diez años?', 'Where did you live ten years ago?'],
      ['¿Vivías en otra ciudad?', 'Did you live in another city?'],
      ['Hace diez años vivía en Sevilla.', 'Ten years ago I lived in Seville.'],
    ),
  ],
  subjunctive: [
    q(
      'practise-hopes',
      'richer',
      ['¿Qué esperas que pase este año?', 'What do you hope will happen this year?'],
      ['¿Esperas que sea un buen año?', 'Do you hope it will be a good year?'],
      ['Espero que mi familia esté bien.', 'I hope my family is well.'],
    ),
    q(
      'practise-more-time',
      'richer',
      ['¿Qué harías si tuvieras más tiempo?', 'What would you do if you had more time?'],
      ['¿Viajarías si tuvieras tiempo?', 'Would you travel if you had time?'],
      [
        'Si tuviera más tiempo, aprendería a tocar la guitarra.',
        'If I had more time, I would learn to play the guitar.',
      ],
    ),
    q(
      'practise-recommend',
      'richer',
      ['¿Qué me recomiendas que visite en tu ciudad?', 'What do you recommend I visit in your city?'],
      ['¿Es importante que visite el centro?', 'Is it important that I visit the centre?'],
      ['Te recomiendo que visites el museo.', 'I recommend that you visit the museum.'],
    ),
  ],
  pronouns: [
    q(
      'practise-weekends-like',
      'basic',
      ['¿Qué te gusta hacer los fines de semana?', 'What do you like doing at weekends?'],
      ['¿Te gusta leer?', 'Do you like reading?'],
      ['Me gusta pasear por el parque.', 'I like walking in the park.'],
    ),
    q(
      'practise-bedtime',
      'basic',
      ['¿A qué hora te acuestas normalmente?', 'What time do you usually go to bed?'],
      ['¿Te acuestas tarde?', 'Do you go to bed late?'],
      ['Normalmente me acuesto a las once.', 'I usually go to bed at eleven.'],
    ),
    q(
      'practise-see-parents',
      'basic',
      ['¿Ves a tus padres a menudo?', 'Do you see your parents often?'],
      ['¿Ves mucho a tu familia?', 'Do you see your family a lot?'],
      ['Los veo todos los domingos.', 'I see them every Sunday.'],
    ),
  ],
  prepositions: [
    q(
      'practise-why-spanish',
      'basic',
      ['¿Para qué estudias español?', 'What are you studying Spanish for?'],
      ['¿Estudias español para viajar?', 'Do you study Spanish to travel?'],
      ['Estudio español para hablar con mis amigos.', 'I study Spanish to talk with my friends.'],
    ),
    q(
      'practise-who-you-call',
      'basic',
      ['¿A quién llamas cuando tienes un problema?', 'Who do you call when you have a problem?'],
      ['¿Llamas a tu madre?', 'Do you call your mother?'],
      ['Llamo a mi hermana.', 'I call my sister.'],
    ),
    q(
      'practise-commute',
      'basic',
      ['¿Cómo vas al trabajo?', 'How do you get to work?'],
      ['¿Vas al trabajo en autobús?', 'Do you go to work by bus?'],
      ['Voy al trabajo en metro.', 'I go to work by underground.'],
    ),
  ],
  'word-choice': [
    q(
      'practise-know-someone',
      'basic',
      ['¿Conoces a alguien de España?', 'Do you know anyone from Spain?'],
      ['¿Conoces Madrid?', 'Do you know Madrid?'],
      ['Conozco a muchas personas de Valencia.', 'I know many people from Valencia.'],
    ),
    q(
      'practise-can-cook',
      'basic',
      ['¿Sabes cocinar algo especial?', 'Do you know how to cook something special?'],
      ['¿Sabes cocinar?', 'Can you cook?'],
      ['Sé cocinar una tortilla muy rica.', 'I know how to cook a very tasty omelette.'],
    ),
    q(
      'practise-coffee-or-tea',
      'basic',
      ['¿Qué te gusta más, el café o el té?', 'What do you like more, coffee or tea?'],
      ['¿Te gusta mucho el café?', 'Do you like coffee a lot?'],
      ['Me gusta más el café.', 'I like coffee more.'],
    ),
  ],
  'fixed-expressions': [
    q(
      'practise-best-friend',
      'basic',
      ['¿Cómo se llama tu mejor amigo?', 'What is your best friend called?'],
      ['¿Cómo se llama tu amigo?', 'What is your friend called?'],
      ['Mi mejor amiga se llama Lucía.', 'My best friend is called Lucía.'],
    ),
    q(
      'practise-this-week',
      'basic',
      ['¿Qué tienes que hacer esta semana?', 'What do you have to do this week?'],
      ['¿Tienes que trabajar mucho?', 'Do you have to work a lot?'],
      ['Tengo que terminar un proyecto.', 'I have to finish a project.'],
    ),
    q(
      'practise-cold-or-hot',
      'basic',
      ['¿Tienes frío o calor ahora?', 'Are you cold or hot right now?'],
      ['¿Tienes frío?', 'Are you cold?'],
      ['Ahora tengo un poco de calor.', 'Right now I am a little hot.'],
    ),
  ],
  spelling: [
    q(
      'practise-why-study',
      'basic',
      ['¿Por qué estudias español?', 'Why do you study Spanish?'],
      ['¿Te gusta el español?', 'Do you like Spanish?'],
      ['Porque me encanta la música latina.', 'Because I love Latin music.'],
    ),
    q(
      'practise-favourite-song',
      'basic',
      ['¿Cuál es tu canción favorita?', 'What is your favourite song?'],
      ['¿Te gusta la música?', 'Do you like music?'],
      ['Mi canción favorita es muy antigua.', 'My favourite song is very old.'],
    ),
    q(
      'practise-birthday',
      'basic',
      ['¿Qué día es tu cumpleaños?', 'What day is your birthday?'],
      ['¿Tu cumpleaños es en verano?', 'Is your birthday in summer?'],
      ['Mi cumpleaños es el tres de marzo.', 'My birthday is on the third of March.'],
    ),
  ],
};
