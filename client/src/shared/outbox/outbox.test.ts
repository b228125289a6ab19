import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { Outbox } from './outbox';
import { memoryOutboxStore, type OutboxItem } from './outboxStore';

const question = (title: string) => ({
  kind: 'question' as const,
  lectureId: 'l1',
  title,
  body: 'Why?',
  videoSeconds: null,
});
const refusal = (code: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('the outbox', () => {
  it("sends the user's items oldest first, each once, and keeps another user's", async () => {
    const outbox = new Outbox(memoryOutboxStore());
    const first = await outbox.add('ann', question('First'));
    const second = await outbox.add('ann', question('Second'));
    const bens = await outbox.add('ben', question("Ben's"));
    const sent: string[] = [];
    const send = async (item: OutboxItem) => void sent.push(item.id);
    // Two runs asked for at once: the second starts after the first and finds nothing left.
    await Promise.all([outbox.send('ann', send), outbox.send('ann', send)]);
    expect(sent).toEqual([first.id, second.id]);
    expect(outbox.getSnapshot().items.map((item) => item.id)).toEqual([bens.id]);
    expect(outbox.getSnapshot().outcomes.map((outcome) => outcome.status)).toEqual(['sent', 'sent']);
  });

  it('drops an item the server refused for good, with its message, and keeps what could not be sent', async () => {
    const outbox = new Outbox(memoryOutboxStore());
    const refused = await outbox.add('ann', question('Refused'));
    const stuck = await outbox.add('ann', question('Stuck'));
    const later = await outbox.add('ann', question('Later'));
    const outcomes = await outbox.send('ann', async (item) => {
      if (item.id === refused.id) throw refusal('CONFLICT', 'You have used every attempt this quiz allows');
      throw new TypeError('Failed to fetch');
    });
    expect(outcomes).toEqual([
      { item: refused, status: 'refused', message: 'You have used every attempt this quiz allows' },
    ]);
    // Offline again at the second item: it and the one after it wait for the next run, in order.
    expect(outbox.getSnapshot().items.map((item) => item.id)).toEqual([stuck.id, later.id]);
  });
});
