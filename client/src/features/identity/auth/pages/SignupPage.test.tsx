import { messages } from '@coursehub/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { translator } from '../../../../i18n/i18n';
import { homePageMocks } from '../../../../test/courseFixtures';
import { gifFile, makeUser, noSsoProviders, pdfFile, pngFile } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { RegisterMutation } from '../mutations/useRegisterMutation';

async function renderSignup(mocks: Mocks = []) {
  const view = renderApp({ path: '/signup', mocks: [...mocks, noSsoProviders] });
  await screen.findByRole('heading', { name: 'Registration Page' });
  const fill = async (values: { email?: string; password?: string; fullName?: string }) => {
    if (values.email) await view.user.type(screen.getByLabelText('Email'), values.email);
    if (values.password) await view.user.type(screen.getByLabelText('Password'), values.password);
    if (values.fullName) await view.user.type(screen.getByLabelText('Full name'), values.fullName);
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Create account' }));
  return { ...view, fill, submit };
}

describe('SignupPage validation in Hindi', () => {
  afterEach(async () => {
    await act(async () => {
      await translator.changeLanguage('en');
    });
  });

  it('says what is missing, and an invalid email, in Hindi', async () => {
    await act(async () => {
      await translator.changeLanguage('hi');
    });
    const t = translator.getFixedT('hi', 'auth');
    const { user } = renderApp({ path: '/signup', mocks: [noSsoProviders] });
    await screen.findByRole('heading', { name: t('signup.heading') });
    await user.click(screen.getByRole('button', { name: t('signup.submit') }));
    expect(await screen.findAllByText('कृपया सभी जानकारी भरें')).toHaveLength(4);
    expect(screen.queryByText(messages.fillAllDetails)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(t('fields.email')), 'ada-at-example');
    await user.click(screen.getByRole('button', { name: t('signup.submit') }));
    expect(await screen.findByText('कृपया सही ईमेल दर्ज करें')).toBeInTheDocument();
  });
});

describe('SignupPage validation (spec section 5)', () => {
  it("requires every field with 'Please fill all the details'", async () => {
    const { submit } = await renderSignup();
    await submit();
    expect(await screen.findAllByText(messages.fillAllDetails)).toHaveLength(4);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects a full name under 5 characters', async () => {
    const { fill, submit, user } = await renderSignup();
    await user.upload(screen.getByLabelText('Avatar'), pngFile());
    await fill({ email: 'ada@example.com', password: 'secret1!', fullName: 'Ada' });
    await submit();
    expect(await screen.findByText('Name should be at least of 5 characters')).toBeInTheDocument();
  });

  it('rejects an email that does not look like an address', async () => {
    const { fill, submit } = await renderSignup();
    await fill({ email: 'ada@', password: 'secret1!', fullName: 'Ada Lovelace' });
    await submit();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  });

  it.each(['secret!', 'secret1', 'a1!', 'abcdefghijklmno1!'])('rejects the weak password %s', async (password) => {
    const { fill, submit } = await renderSignup();
    await fill({ email: 'ada@example.com', password, fullName: 'Ada Lovelace' });
    await submit();
    expect(
      await screen.findByText(
        'Password must be 6 - 16 characters long and have at least a number and a special character',
      ),
    ).toBeInTheDocument();
  });

  it('rejects an avatar that is not JPG, JPEG, PNG or WEBP', async () => {
    await renderSignup();
    // fireEvent bypasses the input's accept filter, as a user choosing "All files" would.
    fireEvent.change(screen.getByLabelText('Avatar'), { target: { files: [pdfFile()] } });
    expect(
      await screen.findByText('Unsupported format! Only JPG, JPEG, PNG, and WEBP are allowed.'),
    ).toBeInTheDocument();
  });

  it('keeps the format message on submit after a GIF was chosen, and does not show the GIF as selected', async () => {
    const { fill, submit } = await renderSignup();
    // As a user choosing "All files" in the dialog: the picker's accept filter does not stop the GIF.
    const anyFile = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText<HTMLInputElement>('Avatar');
    await anyFile.upload(input, gifFile());
    expect(await screen.findByText(messages.unsupportedAvatar)).toBeInTheDocument();
    expect(input.files).toHaveLength(0);
    expect(input).toHaveValue('');

    await fill({ email: 'ada@example.com', password: 'secret1!', fullName: 'Ada Lovelace' });
    await submit();
    expect(await screen.findByText(messages.unsupportedAvatar)).toBeInTheDocument();
    expect(screen.queryByText(messages.fillAllDetails)).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    // A supported file afterwards is taken and clears the message.
    await anyFile.upload(input, pngFile());
    await waitFor(() => expect(screen.queryByText(messages.unsupportedAvatar)).not.toBeInTheDocument());
    expect(input.files).toHaveLength(1);
  });

  it('accepts only image types in the file picker', async () => {
    await renderSignup();
    expect(screen.getByLabelText('Avatar')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('shows a preview of the chosen avatar', async () => {
    const { user } = await renderSignup();
    await user.upload(screen.getByLabelText('Avatar'), pngFile());
    // Chakra's Avatar shows the image once it loads (never in jsdom), so look it up by its alt text.
    expect(await screen.findByAltText('Preview of the chosen avatar')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });
});

describe('SignupPage submission', () => {
  it('creates the account with the avatar, stores the session and goes to /', async () => {
    const avatar = pngFile();
    const created = makeUser('USER', { fullName: 'Ada Lovelace' });
    const { fill, submit, user, router, store } = await renderSignup([
      mock({
        request: {
          query: RegisterMutation,
          variables: {
            input: { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1!' },
            avatar,
          },
        },
        result: {
          data: {
            register: { __typename: 'AuthPayload', message: 'Account created successfully', user: created },
          },
        },
      }),
      ...homePageMocks,
    ]);
    await user.upload(screen.getByLabelText('Avatar'), avatar);
    await fill({ email: 'ada@example.com', password: 'secret1!', fullName: 'Ada Lovelace' });
    await submit();

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, role: 'USER', data: { fullName: 'Ada Lovelace' } });
  });

  it("shows the server's message when signup fails", async () => {
    const avatar = pngFile();
    const { fill, submit, user, router } = await renderSignup([
      mock({
        request: { query: RegisterMutation, variables: () => true },
        result: {
          errors: [{ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } }],
        },
      }),
    ]);
    await user.upload(screen.getByLabelText('Avatar'), avatar);
    await fill({ email: 'ada@example.com', password: 'secret1!', fullName: 'Ada Lovelace' });
    await submit();
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });
});
