// Issue 39, the table: what the auto-pass card says the server answered, and table talk's channels,
// unread counts and the checks made before sending (the server checks again: tests/server).
import { describe, expect, it } from 'vitest';
import type { TalkMessage } from '../src/api';
import { autoPassLine } from '../src/autopass';
import { MAX_CHARS, PUBLIC, channelOf, mergeMessages, textProblem, unreadByChannel } from '../src/talk';

const rules = { onlyPass: true, bidAbove: -1, skipStormCards: false };
const msg = (id: number, from: TalkMessage['from'], to: TalkMessage['to'], text = `m${id}`): TalkMessage => ({ id, from, to, text, created: 0, version: 1 });

describe('auto-pass card', () => {
  it('says nothing before the first answer', () => {
    expect(autoPassLine(undefined)).toBe('');
    expect(autoPassLine({ seat: 'ixian', rules, answered: 0 })).toBe('');
  });
  it('counts the answers', () => {
    expect(autoPassLine({ seat: 'ixian', rules, answered: 1 })).toMatch(/^Auto-pass has answered 1 question for you/);
    expect(autoPassLine({ seat: 'ixian', rules, answered: 12 })).toMatch(/^Auto-pass has answered 12 questions for you/);
  });
});

describe('table talk', () => {
  it('puts a message in the public channel or in the other seat’s', () => {
    expect(channelOf(msg(1, 'atreides', null), 'fremen')).toBe(PUBLIC);
    expect(channelOf(msg(2, 'atreides', 'fremen'), 'fremen')).toBe('atreides');
    expect(channelOf(msg(3, 'fremen', 'atreides'), 'fremen')).toBe('atreides');
    expect(channelOf(msg(4, 'atreides', null), null)).toBe(PUBLIC);
  });
  it('merges pushed and read messages once each, in id order', () => {
    const a = mergeMessages([msg(2, 'atreides', null)], [msg(1, 'fremen', null), msg(2, 'atreides', null), msg(3, 'guild', 'fremen')]);
    expect(a.map((m) => m.id)).toEqual([1, 2, 3]);
  });
  it('counts unread messages per channel, never our own', () => {
    const list = [msg(1, 'atreides', null), msg(2, 'fremen', null), msg(3, 'atreides', 'fremen'), msg(4, 'guild', 'fremen'), msg(5, 'atreides', null)];
    expect(unreadByChannel(list, 'fremen', {})).toEqual({ [PUBLIC]: 2, atreides: 1, guild: 1 });
    expect(unreadByChannel(list, 'fremen', { [PUBLIC]: 1, atreides: 3 })).toEqual({ [PUBLIC]: 1, guild: 1 });
  });
  it('refuses an empty or too long text before sending', () => {
    expect(textProblem('   ')).toMatch(/Write a message/);
    expect(textProblem('x'.repeat(MAX_CHARS))).toBe('');
    expect(textProblem('é'.repeat(MAX_CHARS + 1))).toMatch(/501 characters/);
    expect(textProblem(' <b>deal?</b> ')).toBe('');
  });
});
