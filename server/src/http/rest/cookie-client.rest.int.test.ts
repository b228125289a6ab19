import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { startTestApp, type TestApp } from '../../../test/harness';
import { assertDocumented } from '../../../test/rest-client';
import { openApiDocument } from './openapi';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/**
 * A browser-like client: a cookie jar and nothing else. No request below carries an
 * Authorization header; the session lives only in the httpOnly cookie the server sets.
 */
describe('a cookie-only client of /api/v1', () => {
  it('registers with an avatar, logs in, subscribes in test mode, watches lectures and logs out', async () => {
    const doc = openApiDocument(app.config);
    // Like a browser, it names the page each request comes from (a cookie session's state-changing GETs need it).
    const agent = request.agent(app.url).set('referer', `${app.url}/`);
    const api = (path: string) => `/api/v1${path}`;
    /** Every answer of the journey is also held to the OpenAPI document. */
    const documented = (method: string, path: string, response: request.Response) => {
      expect(response.request.getHeader('authorization')).toBeUndefined();
      assertDocumented(doc, method, path, { status: response.status, body: response.body, headers: new Headers() });
      return response;
    };
    const { course, lectures } = await createCourse(app, { title: 'Cookie Course' }, { lectures: 2 });
    const email = `cookie-${Date.now()}@example.com`;

    // Register (multipart with the avatar): 201 and the session cookie.
    const registered = documented(
      'POST',
      '/user/register',
      await agent
        .post(api('/user/register'))
        .field('fullName', 'Cookie Monster')
        .field('email', email)
        .field('password', 'cookies4all!')
        .field('preview', `data:image/png;base64,${PNG_1PX.toString('base64')}`)
        .attach('avatar', PNG_1PX, { filename: 'me.png', contentType: 'image/png' }),
    );
    expect(registered.status).toBe(201);
    expect(String(registered.headers['set-cookie'])).toMatch(/^token=.+HttpOnly/i);
    expect(documented('GET', '/user/me', await agent.get(api('/user/me'))).body.user.email).toBe(email);

    // Log out, then log in again with JSON.
    expect(documented('GET', '/user/logout', await agent.get(api('/user/logout'))).status).toBe(200);
    expect(documented('GET', '/user/me', await agent.get(api('/user/me'))).status).toBe(401);
    const loggedIn = documented(
      'POST',
      '/user/login',
      await agent.post(api('/user/login')).send({ email, password: 'cookies4all!' }),
    );
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.user.subscription).toEqual({ status: 'inactive' });

    // The catalogue, and the lectures locked until subscribed.
    const catalogue = documented('GET', '/courses', await agent.get(api('/courses')));
    expect(catalogue.body.courses.map((each: { _id: string }) => each._id)).toContain(course.id);
    expect(documented('GET', '/courses/{id}', await agent.get(api(`/courses/${course.id}`))).status).toBe(403);

    // A checkout needs the address confirmed: the welcome mail's link opens the page that confirms it over GraphQL.
    const [welcome] = await app.orm.em
      .fork()
      .execute<{ text: string }[]>('select text from outbox where recipient = ?', [email]);
    const confirmation = /\/verify-email\?token=([\w-]+)/.exec(welcome?.text ?? '')?.[1];
    const verified = await agent.post('/graphql').send({
      query: 'mutation($token: String!) { verifyEmail(token: $token) { success } }',
      variables: { token: confirmation },
    });
    expect(verified.body).toEqual({ data: { verifyEmail: { success: true } } });

    // Subscribe: the checkout url, its pay form, the redirect to /checkout/success?session_id=...
    const checkout = documented('POST', '/payments/subscribe', await agent.post(api('/payments/subscribe')));
    expect(checkout.status).toBe(200);
    const checkoutPath = new URL(checkout.body.url).pathname;
    const page = await agent.get(checkoutPath);
    expect(page.status).toBe(200);
    const payAction = page.text.match(/<form method="post" action="([^"]+\/pay)">/)?.[1];
    expect(payAction).toBe(`${checkoutPath}/pay`);
    const paid = await agent.post(payAction!).redirects(0);
    expect(paid.status).toBe(303);
    const success = new URL(paid.headers.location!);
    expect(success.pathname).toBe('/checkout/success');
    const sessionId = success.searchParams.get('session_id');
    expect(sessionId).toBe(checkout.body.id);

    // Confirm from the success screen.
    const confirmed = documented(
      'GET',
      '/payments/get-subscription',
      await agent.get(api(`/payments/get-subscription?session_id=${encodeURIComponent(sessionId!)}`)),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ success: true, message: 'Subscription Active' });
    expect(documented('GET', '/user/me', await agent.get(api('/user/me'))).body.user.subscription).toEqual({
      status: 'active',
    });

    // Now the lectures open, and their videos play.
    const watched = documented('GET', '/courses/{id}', await agent.get(api(`/courses/${course.id}`)));
    expect(watched.status).toBe(200);
    expect(watched.body.lectures.map((each: { _id: string }) => each._id)).toEqual(lectures.map(({ id }) => id));
    // Relative to the API origin; the agent's cookie authorizes it.
    const videoPath = watched.body.lectures[0].lecture.secure_url;
    const video = await agent.get(videoPath).set('range', 'bytes=0-15');
    expect(video.status).toBe(206);

    // Log out: the cookie is cleared and the session is over for this client.
    const loggedOut = documented('GET', '/user/logout', await agent.get(api('/user/logout')));
    expect(loggedOut.body).toEqual({ success: true, message: 'Logged out successfully' });
    expect(documented('GET', '/user/me', await agent.get(api('/user/me'))).status).toBe(401);
    expect(documented('GET', '/courses/{id}', await agent.get(api(`/courses/${course.id}`))).status).toBe(401);
    expect((await agent.get(videoPath).set('range', 'bytes=0-15')).status).toBe(401);
  });
});
