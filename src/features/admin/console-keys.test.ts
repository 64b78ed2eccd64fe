import { afterEach, describe, expect, it } from 'vitest';
import { commandOf } from './console-keys';

const press = (key: string, target: EventTarget | null = document.body, modifiers: Partial<KeyboardEvent> = {}) =>
  commandOf({ key, target, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, ...modifiers });

describe('the console keys', () => {
  afterEach(() => document.body.replaceChildren());

  it('maps each key to its command', () => {
    expect(['j', 'k', 'a', 'r', 'o', 'z', 'x', '?'].map((key) => press(key))).toEqual([
      'next',
      'previous',
      'approve',
      'reject',
      'display',
      'undo',
      'select',
      'help',
    ]);
    expect(press('J')).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(press('toString')).toBeNull();
  });

  it('never fires with Ctrl, Meta or Alt, or once handled', () => {
    expect(press('a', document.body, { ctrlKey: true })).toBeNull();
    expect(press('a', document.body, { metaKey: true })).toBeNull();
    expect(press('a', document.body, { altKey: true })).toBeNull();
    expect(press('a', document.body, { defaultPrevented: true })).toBeNull();
  });

  it.each(['<input>', '<textarea></textarea>', '<select></select>', '<div contenteditable="true"><span></span></div>'])('never fires while typing in %s', (html) => {
    document.body.innerHTML = html;
    const field = document.body.firstElementChild!;
    expect(press('a', field.firstElementChild ?? field)).toBeNull();
  });

  it('never fires while a dialog is open', () => {
    document.body.innerHTML = '<dialog open><button>Go Back</button></dialog>';
    expect(press('j')).toBeNull();
  });
});
