import { certificateTexts } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/i18n';
import { completionText } from './completion';

describe('completionText', () => {
  it("says in English what the server's PDF says", () => {
    const t = translator.getFixedT('en', 'certificates');
    for (const quizzesPassed of [0, 1, 3]) {
      expect(completionText(t, { quizzesPassed })).toBe(certificateTexts.completedWhat(quizzesPassed));
    }
    for (const courseCount of [1, 2]) {
      expect(completionText(t, { quizzesPassed: 0, path: { courseCount } })).toBe(
        certificateTexts.completedPath(courseCount),
      );
    }
  });

  it('says it in Hindi', async () => {
    await translator.loadLanguages('hi');
    const t = translator.getFixedT('hi', 'certificates');
    expect(completionText(t, { quizzesPassed: 3 })).toBe('ने इस कोर्स का हर लेक्चर पूरा किया और इसके सभी 3 क्विज़ पास किए');
  });
});
