import { indexedDbAnswerStore } from './answerStore';

/** The app's store of saved answers: IndexedDB where the browser has it, else none (nothing is saved). */
export const offlineAnswers = indexedDbAnswerStore();
