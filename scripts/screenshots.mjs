// `npm run screenshots`: a PNG of every route of client/src/app/routes.tsx at 390 and 1366 px wide, in the light and
// the dark colour scheme, into screenshots/ (git-ignored), so a reviewer can look at the whole product in a minute.
// It builds the app when a source changed, serves it as the browser journeys do (e2e/serve.mjs: a throwaway data dir
// with the demo courses, the journeys' admin account) and drives the system's Chromium with Playwright.
//   npm run screenshots -- --only=/,/courses,/my-learning   some routes only
//   npm run screenshots -- --widths=390                      some widths only
//   npm run screenshots -- --schemes=light                   some colour schemes only
//   npm run screenshots -- --locale=hi                       in a language (the `locale` cookie): hi, ur, pseudo
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'screenshots');
const port = process.env.SCREENSHOTS_PORT ?? '4273';
const base = `http://127.0.0.1:${port}`;
const ADMIN = { email: 'admin@e2e.test', password: 'Admin-pass1!' };

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = option('only')?.split(',');
const widths = (option('widths') ?? '390,1366').split(',').map(Number);
const SCHEMES = (option('schemes') ?? 'light,dark').split(',');
/** The language pages are shown in, as the language switcher sets it; the file names carry it. */
const locale = option('locale');

/**
 * The route table's paths, read from its source: those after the first RequireAuth need a session. The catch-all
 * route is shown at an address no route takes.
 */
function routesOf(source) {
  const guarded = source.indexOf('<RequireAuth');
  // `path: '…'`, or a spread of paths sharing one page: `...['a', 'b'].map((path) => …)`.
  const found = [...source.matchAll(/path: '([^']*)'|\.\.\.\[((?:'[^']*',? ?)+)\]\.map/g)];
  return found.flatMap((match) => {
    const paths = match[1] === undefined ? [...match[2].matchAll(/'([^']*)'/g)].map((each) => each[1]) : [match[1]];
    return paths.map((each) => ({
      path: each === '*' ? '/no-such-page' : `/${each}`.replace(/^\/\/$/, '/'),
      signedIn: guarded >= 0 && match.index > guarded && each !== '*',
    }));
  });
}

/** The query a route needs to show something (a course, a lecture), filled from the demo content. */
function addressOf(route, sample) {
  const course = { course: sample.courseId };
  const params = {
    '/course/description': { id: sample.courseId },
    '/course/edit': { id: sample.courseId },
    '/course/analytics': { id: sample.courseId },
    '/course/displaylecture': course,
    '/course/displaylectures': course,
    '/course/notes': course,
    '/course/addlecture': course,
    '/course/addlectures': course,
    '/course/editlecture': { ...course, lecture: sample.lectureId },
    '/certificate': { code: sample.certificateCode },
    '/quiz': { id: sample.quizId },
    '/checkout/success': { session_id: 'cs_screenshot' },
  }[route];
  // A learning path's routes name it in the address: the sample path of two demo courses.
  const address = route.replace(':slug', sample.pathSlug);
  return params ? `${address}?${new URLSearchParams(params)}` : address;
}

async function waitUntilReady() {
  for (let tries = 0; tries < 240; tries += 1) {
    const ok = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer ${base}/readyz`);
}

async function graphql(request, query, variables) {
  const response = await request.post(`${base}/graphql`, { data: { query, variables } });
  return (await response.json()).data;
}

const SAMPLE_QUIZ = (afterLectureId) => ({
  title: 'Check your understanding',
  afterLectureId,
  passMarkPercent: 70,
  // Unlimited attempts and no time limit: the server reads a missing value as neither.
  attemptsAllowed: null,
  timeLimitSeconds: null,
  questions: [
    {
      type: 'SINGLE_CHOICE',
      prompt: 'Which keyword declares a variable that cannot be reassigned?',
      options: ['var', 'let', 'const'],
      correctIndexes: [2],
      points: 1,
    },
    { type: 'TRUE_FALSE', prompt: 'Array indexes in JavaScript start at 0.', correctBoolean: true, points: 1 },
    { type: 'SHORT_ANSWER', prompt: 'What does typeof null return?', acceptedAnswers: ['object'], points: 1 },
    {
      type: 'ORDERING',
      prompt: 'Put the steps of running a script in order.',
      options: ['Install Node.js', 'Write app.js', 'Run node app.js'],
      points: 1,
    },
  ],
});

/** A caption file of one cue, enough for a track to be published. */
const sampleVtt = (text) => `WEBVTT\n\n00:00:00.500 --> 00:00:02.000\n${text}\n`;

/** Publishes a caption track of a lecture in `language`, as the admin's caption form uploads one (multipart). */
async function uploadCaptions(request, lectureId, language, label, text) {
  const query =
    'mutation($lectureId: ID!, $input: CaptionTrackInput!, $file: Upload!) { uploadCaptions(lectureId: $lectureId, input: $input, file: $file) { id } }';
  const response = await request.post(`${base}/graphql`, {
    headers: { 'apollo-require-preflight': 'true' },
    multipart: {
      operations: JSON.stringify({
        query,
        variables: { lectureId, input: { language, label, kind: 'captions' }, file: null },
      }),
      // A file part named as no array index is: an object lists such keys first, before `operations`.
      map: JSON.stringify({ captions: ['variables.file'] }),
      captions: { name: `${language}.vtt`, mimeType: 'text/vtt', buffer: Buffer.from(sampleVtt(text)) },
    },
  });
  const { errors } = await response.json();
  if (errors) throw new Error(`uploadCaptions: ${errors[0].message}`);
}

/**
 * Every lecture of a course marked complete by the signed-in account, so that /certificate shows its certificate;
 * the demo's code of none when the course gives none.
 */
async function earnCertificate(request, courseId) {
  const { lectures } = await graphql(request, 'query($id: ID!) { lectures(courseId: $id) { id } }', { id: courseId });
  for (const { id } of lectures) {
    await graphql(
      request,
      'mutation($id: ID!) { setLectureCompleted(lectureId: $id, completed: true) { completed } }',
      { id },
    );
  }
  const { course } = await graphql(request, 'query($id: ID!) { course(id: $id) { certificate { code } } }', {
    id: courseId,
  });
  return course?.certificate?.code ?? 'AAAA-BBBB-CCCC';
}

/** Says a course is taught in `language`, its other fields as they are. */
async function teachIn(request, courseId, language) {
  const { course } = await graphql(
    request,
    'query($id: ID!) { course(id: $id) { title description category createdBy } }',
    { id: courseId },
  );
  await graphql(request, 'mutation($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id } }', {
    id: courseId,
    input: { ...course, language },
  });
}

/** Signs the admin in through the login form; returns the session to reuse, and a course, lecture and quiz to show. */
async function signIn(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${base}/`);
  const courses = await graphql(
    context.request,
    '{ courses(first: 1, sort: MOST_LECTURES) { edges { node { id } } } }',
  );
  const courseId = courses.courses.edges[0]?.node.id ?? 'none';
  const lectures = await graphql(context.request, 'query($id: ID!) { lectures(courseId: $id) { id } }', {
    id: courseId,
  });
  const lectureId = lectures?.lectures[0]?.id ?? 'none';
  // Half of a lecture watched, so that My learning and Continue watching show a course in progress.
  if (lectureId !== 'none') {
    await graphql(
      context.request,
      'mutation($id: ID!) { saveLectureProgress(lectureId: $id, positionSeconds: 2) { lectureId } }',
      {
        id: lectureId,
      },
    );
  }
  // A quiz after that lecture, so that /quiz shows one (a question of each kind the learner answers by hand).
  const quiz =
    lectureId === 'none'
      ? null
      : await graphql(
          context.request,
          'mutation($courseId: ID!, $input: QuizInput!) { createQuiz(courseId: $courseId, input: $input) { id } }',
          { courseId, input: SAMPLE_QUIZ(lectureId) },
        );
  // A learning path of the two courses with the most lectures, so that /paths and /paths/:slug show one in progress.
  const pathCourses = await graphql(
    context.request,
    '{ courses(first: 2, sort: MOST_LECTURES) { edges { node { id } } } }',
  );
  const path = await graphql(context.request, 'mutation($input: PathInput!) { createPath(input: $input) { slug } }', {
    input: {
      title: 'Full-stack JavaScript',
      slug: `full-stack-javascript-${Date.now()}`,
      description: 'From the language itself to a server and a page that talks to it, one course after the other.',
      outcome: 'Build, test and ship a small full-stack JavaScript application on your own.',
      published: true,
      courses: pathCourses.courses.edges.map(({ node }, index) => ({ courseId: node.id, requiresPrevious: index > 0 })),
    },
  });
  // Languages to show: the sample lecture captioned in English and Hindi, and the path's second course taught in Hindi,
  // so that the catalogue's language filters, a card's language badge and the course page's languages have some.
  if (lectureId !== 'none') {
    await uploadCaptions(context.request, lectureId, 'en', 'English', 'Welcome to the course');
    await uploadCaptions(context.request, lectureId, 'hi', 'हिन्दी', 'कोर्स में आपका स्वागत है');
  }
  const taughtInHindi = pathCourses.courses.edges[1]?.node.id;
  if (taughtInHindi) await teachIn(context.request, taughtInHindi, 'hi');
  // The course taught in Hindi has no quiz: completing its lectures earns a certificate.
  const certificateCode = taughtInHindi ? await earnCertificate(context.request, taughtInHindi) : 'AAAA-BBBB-CCCC';
  const storageState = await context.storageState();
  await context.close();
  return {
    storageState,
    sample: {
      courseId,
      lectureId,
      quizId: quiz?.createQuiz.id ?? 'none',
      pathSlug: path?.createPath.slug ?? 'none',
      certificateCode,
    },
  };
}

async function shoot(browser, { address, name, width, scheme, storageState }) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, storageState });
  if (locale) await context.addCookies([{ name: 'locale', value: locale, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}${address}`, { waitUntil: 'load' });
  // Pages that stream video never go quiet: wait for the network a while, not for ever.
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  // A page is drawn once its loading skeletons are gone (its data came, or its error did).
  await page
    .waitForFunction(() => !document.querySelector('.chakra-skeleton'), null, { timeout: 8_000 })
    .catch(() => undefined);
  await page.waitForTimeout(400);
  const suffix = locale ? `-${locale}` : '';
  await page.screenshot({ path: path.join(outDir, `${name}-${width}-${scheme}${suffix}.png`), fullPage: true });
  await context.close();
}

const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const server = spawn(process.execPath, [path.join(root, 'e2e/serve.mjs'), port], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () =>
  new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });

let browser;
try {
  await waitUntilReady();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-sync'],
  });
  const { storageState, sample } = await signIn(browser);
  const routes = routesOf(readFileSync(path.join(root, 'client/src/app/routes.tsx'), 'utf8')).filter(
    (route) => !only || only.includes(route.path),
  );
  let count = 0;
  for (const route of routes) {
    const slug = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '_').replace(':', '');
    // Public routes as a visitor and signed in (the header differs); guarded ones signed in only.
    const states = route.signedIn ? ['signed-in'] : ['signed-out', 'signed-in'];
    for (const state of states) {
      for (const width of widths) {
        for (const scheme of SCHEMES) {
          await shoot(browser, {
            address: addressOf(route.path, sample),
            name: `${slug}-${state}`,
            width,
            scheme,
            storageState: state === 'signed-in' ? storageState : undefined,
          });
          count += 1;
        }
      }
    }
  }
  console.log(`screenshots: ${count} PNGs of ${routes.length} routes in ${path.relative(root, outDir)}/`);
} finally {
  await browser?.close();
  await stopServer();
}
