import type { LearnerNamespace } from '../en';
import about from './about.json';
import account from './account.json';
import auth from './auth.json';
import certificates from './certificates.json';
import checkout from './checkout.json';
import common from './common.json';
import contact from './contact.json';
import courses from './courses.json';
import devices from './devices.json';
import discussions from './discussions.json';
import downloads from './downloads.json';
import errors from './errors.json';
import home from './home.json';
import inbox from './inbox.json';
import learning from './learning.json';
import notes from './notes.json';
import paths from './paths.json';
import payments from './payments.json';
import player from './player.json';
import quizzes from './quizzes.json';
import receipts from './receipts.json';
import review from './review.json';
import shell from './shell.json';
import slides from './slides.json';
import teams from './teams.json';

/** Hindi: a chunk of its own, fetched when the language is first shown. */
export const hindi: Record<LearnerNamespace, object> = {
  about,
  account,
  auth,
  certificates,
  checkout,
  common,
  contact,
  courses,
  devices,
  discussions,
  downloads,
  errors,
  home,
  inbox,
  learning,
  notes,
  paths,
  player,
  payments,
  quizzes,
  receipts,
  review,
  shell,
  slides,
  teams,
};
