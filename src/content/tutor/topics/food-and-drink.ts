/** Food and drink: meals, tastes, cooking, restaurants. */
import type { Topic } from '../types';
import { q } from './question';

export const FOOD_AND_DRINK: Topic = {
  id: 'food',
  name: { es: 'la comida', en: 'food' },
  keywords: ['comida', 'comer', 'como', 'comes', 'cocin', 'restaurante', 'plato', 'desayun', 'cena', 'almuerz', 'fruta', 'pizza', 'paella', 'cafe', 'pan', 'carne', 'pescado', 'taco', 'bebo', 'beber', 'postre', 'receta', 'chocolate', 'sopa', 'arroz', 'pasta', 'queso', 'tortilla', 'verdura', 'ensalada', 'te'],
  questions: [
    q('favourite', 'basic', ['¿Cuál es tu comida favorita?', 'What is your favourite food?'], ['¿Qué comida te gusta?', 'What food do you like?'], ['Mi comida favorita es la tortilla de patatas.', 'My favourite food is potato omelette.']),
    q('breakfast', 'basic', ['¿Qué desayunas normalmente?', 'What do you usually have for breakfast?'], ['¿Qué comes por la mañana?', 'What do you eat in the morning?'], ['Yo desayuno café con tostadas.', 'I have coffee and toast for breakfast.']),
    q('cook', 'basic', ['¿Te gusta cocinar?', 'Do you like cooking?'], ['¿Cocinas?', 'Do you cook?'], ['Sí, me gusta mucho cocinar.', 'Yes, I really like cooking.']),
    q('eat-out', 'basic', ['¿Comes en casa o en restaurantes?', 'Do you eat at home or in restaurants?'], ['¿Comes en casa?', 'Do you eat at home?'], ['Normalmente como en casa.', 'I usually eat at home.']),
    q('fruit', 'basic', ['¿Qué fruta te gusta?', 'What fruit do you like?'], ['¿Te gusta la fruta?', 'Do you like fruit?'], ['Me gustan mucho las naranjas.', 'I really like oranges.']),
    q('drink', 'basic', ['¿Prefieres café o té?', 'Do you prefer coffee or tea?'], ['¿Café o té?', 'Coffee or tea?'], ['Yo prefiero el café.', 'I prefer coffee.']),
    q('dinner-yesterday', 'richer', ['¿Qué cenaste ayer?', 'What did you have for dinner yesterday?'], ['¿Qué comiste ayer?', 'What did you eat yesterday?'], ['Ayer cené una sopa de verduras.', 'Yesterday I had vegetable soup for dinner.']),
    q('typical-dish', 'richer', ['¿Qué plato típico de tu país recomiendas?', 'What typical dish from your country do you recommend?'], ['¿Qué comida es típica en tu país?', 'What food is typical in your country?'], ['Yo recomiendo el gazpacho, una sopa fría.', 'I recommend gazpacho, a cold soup.']),
    q('try-food', 'richer', ['¿Qué comida quieres probar algún día?', 'What food do you want to try some day?'], ['¿Qué comida nueva quieres probar?', 'What new food do you want to try?'], ['Quiero probar la comida de Perú.', 'I want to try Peruvian food.']),
    q('best-restaurant', 'richer', ['¿Cuál es el mejor restaurante que conoces?', 'What is the best restaurant you know?'], ['¿Conoces un buen restaurante?', 'Do you know a good restaurant?'], ['Un restaurante pequeño cerca del mar.', 'A small restaurant near the sea.']),
  ],
  facts: [
    { keywords: ['paella'], line: { es: '¡La paella es de Valencia!', en: 'Paella comes from Valencia!' } },
    { keywords: ['taco', 'tacos'], line: { es: '¡Los tacos de México son deliciosos!', en: 'Mexican tacos are delicious!' } },
    { keywords: ['chocolate'], line: { es: '¡El chocolate con churros es muy típico en España!', en: 'Chocolate with churros is very typical in Spain!' } },
    { keywords: ['cafe'], line: { es: 'En España tomamos mucho café con leche.', en: 'In Spain we drink a lot of coffee with milk.' } },
    { keywords: ['pizza'], line: { es: '¡La pizza le gusta a todo el mundo!', en: 'Everybody likes pizza!' } },
    { keywords: ['pescado'], line: { es: 'En el norte de España el pescado es muy bueno.', en: 'In the north of Spain the fish is very good.' } },
  ],
  words: [
    { word: 'la receta', definition: 'recipe' },
    { word: 'el desayuno', definition: 'breakfast' },
    { word: 'delicioso', definition: 'delicious' },
    { word: 'el postre', definition: 'dessert' },
    { word: 'la cena', definition: 'dinner' },
  ],
};
