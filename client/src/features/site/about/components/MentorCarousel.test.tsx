import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { translator } from '../../../../i18n/i18n';
import { MentorCarousel } from './MentorCarousel';
import { mentors } from './mentors';

describe('MentorCarousel', () => {
  it('has four mentors, each with name, image, role and bio', () => {
    expect(mentors).toHaveLength(4);
    const t = translator.getFixedT('en', 'about');
    for (const mentor of mentors) {
      expect(mentor).toMatchObject({ name: expect.any(String), image: expect.any(String) });
      expect(t(`mentors.${mentor.id}.role`)).not.toBe(`mentors.${mentor.id}.role`);
      expect(t(`mentors.${mentor.id}.bio`)).not.toBe(`mentors.${mentor.id}.bio`);
    }
  });

  it('moves with the next and previous buttons and wraps around', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <MentorCarousel mentors={mentors} />
      </Provider>,
    );
    const [first, second, , last] = mentors;
    expect(screen.getByRole('heading', { name: first?.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Portrait of ${first?.name}` })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 4' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next mentor' }));
    expect(screen.getByRole('heading', { name: second?.name })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2 of 4' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous mentor' }));
    await user.click(screen.getByRole('button', { name: 'Previous mentor' }));
    expect(screen.getByRole('heading', { name: last?.name })).toBeInTheDocument();
  });
});
