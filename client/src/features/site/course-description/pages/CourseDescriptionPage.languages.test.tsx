import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { translator } from '../../../../i18n/i18n';
import { coursePageMocks, makeCourse, renderWithCourse, salesDetailsMock } from '../../../../test/courseFixtures';
import { CourseLanguages } from '../../../catalog/courses/components/CourseLanguages';

const languagesOf = () => within(screen.getByRole('list', { name: 'Languages' })).getAllByRole('listitem');

describe("the course page's languages", () => {
  it('says what the course is taught in, and the languages of its captions and audio, named in English', async () => {
    await renderWithCourse('/course/description', makeCourse({ language: 'hi' }), {
      mocks: [
        salesDetailsMock('c-react', { captionLanguages: ['en', 'hi'], audioLanguages: ['ur'] }),
        ...coursePageMocks(),
      ],
    });
    expect(await screen.findByText('Captions: English and Hindi')).toBeInTheDocument();
    expect(languagesOf().map((line) => line.textContent)).toEqual([
      'Taught in Hindi',
      'Captions: English and Hindi',
      'Audio: Urdu',
    ]);
  });

  it('says only what the course is taught in when it has no captions or audio tracks', async () => {
    await renderWithCourse('/course/description', makeCourse(), { mocks: coursePageMocks() });
    expect(await screen.findByText('Taught in English')).toBeInTheDocument();
    expect(languagesOf()).toHaveLength(1);
    expect(screen.queryByText(/^Captions:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Audio:/)).not.toBeInTheDocument();
  });
});

describe('CourseLanguages in Hindi and Urdu', () => {
  afterEach(async () => {
    await act(async () => {
      await translator.changeLanguage('en');
    });
  });

  it('names each language in the reader’s language, and lists them as that language does', async () => {
    await act(async () => {
      await translator.loadLanguages(['hi', 'ur']);
      await translator.changeLanguage('hi');
    });
    const view = render(
      <Provider>
        <CourseLanguages language="en" captionLanguages={['en', 'hi']} audioLanguages={['ur']} />
      </Provider>,
    );
    const hindiNames = new Intl.DisplayNames('hi-IN', { type: 'language' });
    const hindiList = new Intl.ListFormat('hi-IN', { style: 'long', type: 'conjunction' });
    expect(screen.getByText(`${hindiNames.of('en')} में पढ़ाया गया`)).toBeInTheDocument();
    expect(
      screen.getByText(`कैप्शन: ${hindiList.format([hindiNames.of('en') ?? '', hindiNames.of('hi') ?? ''])}`),
    ).toBeInTheDocument();
    expect(screen.getByText(`ऑडियो: ${hindiNames.of('ur')}`)).toBeInTheDocument();

    await act(async () => {
      await translator.changeLanguage('ur');
    });
    view.rerender(
      <Provider>
        <CourseLanguages language="hi" captionLanguages={[]} audioLanguages={null} />
      </Provider>,
    );
    const urduNames = new Intl.DisplayNames('ur-IN', { type: 'language' });
    expect(screen.getByRole('list', { name: 'زبانیں' })).toHaveTextContent(`${urduNames.of('hi')} میں پڑھایا گیا`);
  });
});
