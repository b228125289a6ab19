import { languageJourney } from './language-journey';

languageJourney({
  name: 'a learner in Urdu signs up, subscribes and watches with Urdu captions and the Urdu dub, right to left',
  locale: 'ur',
  dir: 'rtl',
  course: { title: 'اردو', instructor: 'Ayesha Khan', description: 'A course taught in Urdu.' },
  learnerName: 'عائشہ خان',
  lecture: {
    language: 'ur',
    label: 'اردو',
    title: 'خوش آمدید',
    cue: 'اس سبق میں آپ کا خیر مقدم ہے',
    cueWord: 'خیر مقدم',
  },
  steps: {
    addLecture: 'an admin adds a lecture with Urdu captions and an Urdu dub',
    signUp: 'signs up on the Urdu page, which runs right to left, and is welcomed in Urdu',
    subscribe: 'subscribes in Urdu, and the receipt is mailed in Urdu',
    watch: 'watches with the Urdu dub picked in the player and Urdu captions on, right to left',
  },
});
