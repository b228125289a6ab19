import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { translator } from '../../../../i18n/i18n';
import { showScreensIn } from '../../../../test/showScreensIn';
import { LectureForm } from './LectureForm';

// The form reads the translator's language: shown in Hindi (authoring is a staff namespace, fetched on its own),
// then back to English for the tests after.
describe('LectureForm in Hindi', () => {
  showScreensIn('hi', 'authoring');

  it('labels its fields, video picker and submit button in Hindi', () => {
    const t = translator.getFixedT('hi', 'authoring');
    render(
      <Provider>
        <LectureForm
          heading={t('lecture.addHeading')}
          submitLabel={t('lecture.add')}
          courseTitle="React"
          initial={{ title: '', description: '' }}
          progress={null}
          uploading={false}
          onCancelUpload={vi.fn()}
          onSubmit={vi.fn()}
        />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'नया लेक्चर जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लेक्चर जोड़ें' })).toBeInTheDocument();
    expect(screen.getByLabelText('शीर्षक')).toHaveAttribute('placeholder', 'लेक्चर का शीर्षक लिखें');
    expect(screen.getByLabelText('वीडियो')).toBeInTheDocument();
    expect(screen.getByText('React')).toBeInTheDocument();
  });
});
