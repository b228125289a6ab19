import { NOTE_BODY_MAX } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { Lecture } from '../../catalog/lecture/lecture.entity';

let app: TestApp;
let admin: { token: string };
let learner: { token: string };
let other: { token: string };
let courseId: string;
let lectureIds: string[];

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'ADMIN' });
  learner = await createUser(app, { subscriptionStatus: 'active' });
  other = await createUser(app, { subscriptionStatus: 'active' });
  const { course, lectures } = await createCourse(app, { title: 'Shell *basics*' }, { lectures: 2 });
  courseId = course.id;
  lectureIds = lectures.map((lecture) => lecture.id);
});
afterAll(() => app.close());

const NOTE_FIELDS = 'id kind body atSeconds lectureId lectureTitle courseId';
const ADD = `mutation Add($lectureId: ID!, $input: AddNoteInput!) { addNote(lectureId: $lectureId, input: $input) { ${NOTE_FIELDS} } }`;
const EDIT = `mutation Edit($id: ID!, $input: EditNoteInput!) { editNote(id: $id, input: $input) { ${NOTE_FIELDS} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteNote(id: $id) { id } }';
const LECTURE_NOTES = `query LectureNotes($courseId: ID!) { lectures(courseId: $courseId) { id myNotes { ${NOTE_FIELDS} } } }`;
const COURSE_NOTES = `query CourseNotes($courseId: ID!) { courseNotes(courseId: $courseId) { courseTitle markdownUrl pdfUrl notes { ${NOTE_FIELDS} } } }`;
const MOMENTS = 'query Moments($lectureId: ID!) { bookmarkedMoments(lectureId: $lectureId) { atSeconds learners } }';

interface Note {
  id: string;
  kind: 'NOTE' | 'BOOKMARK';
  body: string | null;
  atSeconds: number;
  lectureId: string;
  lectureTitle: string;
}

async function add(who: { token: string }, input: Record<string, unknown>, lectureId = lectureIds[0]) {
  const response = await gql<{ addNote: Note }>(app, ADD, { lectureId, input }, who);
  expect(response.errors).toBeUndefined();
  return response.data?.addNote as Note;
}

async function notesOf(who: { token: string }, lectureId = lectureIds[0]) {
  const response = await gql<{ lectures: { id: string; myNotes: Note[] }[] }>(app, LECTURE_NOTES, { courseId }, who);
  expect(response.errors).toBeUndefined();
  return response.data?.lectures.find((lecture) => lecture.id === lectureId)?.myNotes ?? [];
}

async function download(path: string, who?: { token: string }) {
  return fetch(`${app.url}${path}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
}

describe('a learner keeps notes and bookmarks', () => {
  it('adds a note and a bookmark at moments and reads them back in the order of the video', async () => {
    const note = await add(learner, { kind: 'NOTE', atSeconds: 75, body: '  **pipes** join commands  ' });
    const bookmark = await add(learner, { kind: 'BOOKMARK', atSeconds: 12 });
    expect(note).toMatchObject({ kind: 'NOTE', body: '**pipes** join commands', atSeconds: 75, courseId });
    expect(bookmark).toMatchObject({ kind: 'BOOKMARK', body: null, atSeconds: 12, lectureTitle: 'Lecture 1' });
    expect((await notesOf(learner)).map((one) => one.id)).toEqual([bookmark.id, note.id]);
  });

  it('edits and deletes only its own notes; another learner sees none of them', async () => {
    const note = await add(learner, { kind: 'NOTE', atSeconds: 5, body: 'first thought' });
    expect(await notesOf(other)).toEqual([]);
    expect(errorCode(await gql(app, EDIT, { id: note.id, input: { body: 'mine now' } }, other))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DELETE, { id: note.id }, other))).toBe('NOT_FOUND');
    const edited = await gql<{ editNote: Note }>(
      app,
      EDIT,
      { id: note.id, input: { body: 'second thought' } },
      learner,
    );
    expect(edited.data?.editNote.body).toBe('second thought');
    expect((await gql(app, DELETE, { id: note.id }, learner)).errors).toBeUndefined();
    expect((await notesOf(learner)).some((one) => one.id === note.id)).toBe(false);
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const before = (await notesOf(learner)).length;
    const cases = [
      [{ kind: 'NOTE', atSeconds: 1, body: '   ' }, 'Write your note'],
      [{ kind: 'NOTE', atSeconds: 1, body: 'x'.repeat(NOTE_BODY_MAX + 1) }, `at most ${NOTE_BODY_MAX}`],
      [{ kind: 'NOTE', atSeconds: 1 }, 'Write your note'],
      [{ kind: 'BOOKMARK', atSeconds: 1, body: 'text' }, 'A bookmark has no text'],
      [{ kind: 'BOOKMARK', atSeconds: -1 }, 'whole number of seconds'],
    ] as const;
    for (const [input, message] of cases) {
      const response = await gql(app, ADD, { lectureId: lectureIds[0], input }, learner);
      expect(errorCode(response), JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toContain(message);
    }
    const bookmark = await add(learner, { kind: 'BOOKMARK', atSeconds: 3 });
    expect(errorCode(await gql(app, EDIT, { id: bookmark.id, input: { body: 'x' } }, learner))).toBe('BAD_USER_INPUT');
    await gql(app, DELETE, { id: bookmark.id }, learner);
    expect(await notesOf(learner)).toHaveLength(before);
  });
});

describe('who may keep notes', () => {
  it('follows the lecture: sign in, subscribe (or a free preview), and hidden lectures are not found', async () => {
    const input = { kind: 'BOOKMARK', atSeconds: 1 };
    expect(errorCode(await gql(app, ADD, { lectureId: lectureIds[0], input }))).toBe('UNAUTHENTICATED');
    const lapsed = await createUser(app, { subscriptionStatus: 'inactive' });
    expect(errorCode(await gql(app, ADD, { lectureId: lectureIds[0], input }, lapsed))).toBe('FORBIDDEN');
    const { lectures: previews } = await createCourse(app, {}, { lectures: 1 });
    const preview = previews[0]?.id ?? '';
    await app.orm.em.fork().nativeUpdate(Lecture, { id: preview }, { freePreview: true });
    expect((await gql(app, ADD, { lectureId: preview, input }, lapsed)).errors).toBeUndefined();
    const { lectures: drafts } = await createCourse(app, { status: 'DRAFT' }, { lectures: 1 });
    const draft = drafts[0]?.id ?? '';
    expect(errorCode(await gql(app, ADD, { lectureId: draft, input }, learner))).toBe('NOT_FOUND');
    expect((await gql(app, ADD, { lectureId: draft, input }, admin)).errors).toBeUndefined();
  });
});

describe("a course's notes and their downloads", () => {
  it('lists the learner own notes lecture by lecture, in one statement whatever their number', async () => {
    await add(learner, { kind: 'NOTE', atSeconds: 2, body: 'later lecture' }, lectureIds[1]);
    const read = () => gql<{ courseNotes: { notes: Note[] } }>(app, COURSE_NOTES, { courseId }, learner);
    const first = await app.captureQueries(read);
    const notes = first.result.data?.courseNotes.notes ?? [];
    expect(notes.map((note) => note.lectureTitle)).toEqual([...notes.map(() => 'Lecture 1').slice(0, -1), 'Lecture 2']);
    for (let index = 0; index < 5; index += 1) await add(learner, { kind: 'BOOKMARK', atSeconds: 20 + index });
    const second = await app.captureQueries(read);
    expect(second.result.data?.courseNotes.notes).toHaveLength(notes.length + 5);
    expect(second.queries.length).toBe(first.queries.length);
    const others = await gql<{ courseNotes: { notes: Note[] } }>(app, COURSE_NOTES, { courseId }, other);
    expect(others.data?.courseNotes.notes).toEqual([]);
  });

  it('downloads them as Markdown and PDF for their author only', async () => {
    const response = await gql<{ courseNotes: { markdownUrl: string; pdfUrl: string } }>(
      app,
      COURSE_NOTES,
      { courseId },
      learner,
    );
    const { markdownUrl, pdfUrl } = response.data?.courseNotes ?? { markdownUrl: '', pdfUrl: '' };
    const markdown = await download(new URL(markdownUrl).pathname, learner);
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toContain('text/markdown');
    expect(markdown.headers.get('content-disposition')).toBe('attachment; filename="shell-basics-notes.md"');
    const text = await markdown.text();
    expect(text).toContain('# Shell \\*basics\\*: my notes');
    expect(text).toContain('## Lecture 1');
    expect(text).toMatch(/### \[1:15\]\(http[^)]+t=75\)\n\n\*\*pipes\*\* join commands/);
    expect(text).toContain('- Bookmark at [0:12]');
    const pdf = await download(new URL(pdfUrl).pathname, learner);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await download(new URL(markdownUrl).pathname)).status).toBe(401);
    expect(await (await download(new URL(markdownUrl).pathname, other)).text()).not.toContain('pipes');
  });
});

describe('the most bookmarked moments', () => {
  it('counts learners per ten seconds for ADMINs, each learner once, and names nobody', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const lectureId = lectures[0]?.id ?? '';
    const learners = [learner, other, await createUser(app, { subscriptionStatus: 'active' })];
    for (const who of learners) await add(who, { kind: 'BOOKMARK', atSeconds: 41 }, lectureId);
    await add(learner, { kind: 'BOOKMARK', atSeconds: 47 }, lectureId);
    await add(other, { kind: 'BOOKMARK', atSeconds: 3 }, lectureId);
    await add(other, { kind: 'NOTE', atSeconds: 5, body: 'not a bookmark' }, lectureId);
    const response = await gql<{ bookmarkedMoments: unknown[] }>(app, MOMENTS, { lectureId }, admin);
    expect(response.errors).toBeUndefined();
    expect(response.data?.bookmarkedMoments).toEqual([
      { atSeconds: 40, learners: 3 },
      { atSeconds: 0, learners: 1 },
    ]);
    expect(errorCode(await gql(app, MOMENTS, { lectureId }, learner))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, MOMENTS, { lectureId: crypto.randomUUID() }, admin))).toBe('NOT_FOUND');
  });
});
