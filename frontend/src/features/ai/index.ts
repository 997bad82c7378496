// Ask AI on the Drink Menu.
export { AskAi, type AskAiProps, type AddableDrink } from './ask-ai';
export { localRecommendations, AI_FAILURE_MESSAGE } from './local-fallback';
