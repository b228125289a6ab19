import { languageJourney } from './language-journey';

languageJourney({
  name: 'a learner in Hindi signs up, subscribes, is mailed in Hindi and watches with Hindi captions and the Hindi dub',
  locale: 'hi',
  dir: 'ltr',
  course: { title: 'हिन्दी', instructor: 'Asha Rao', description: 'A course taught in Hindi.' },
  learnerName: 'आशा शर्मा',
  lecture: { language: 'hi', label: 'हिन्दी', title: 'नमस्ते', cue: 'इस पाठ में आपका स्वागत है', cueWord: 'स्वागत' },
  steps: {
    addLecture: 'an admin adds a lecture with Hindi captions and a Hindi dub',
    signUp: 'signs up on the Hindi page, and the welcome mail is in Hindi',
    subscribe: 'subscribes in Hindi, and the receipt is mailed in Hindi',
    watch: 'watches with the Hindi dub picked in the player, and Hindi captions on',
  },
});
