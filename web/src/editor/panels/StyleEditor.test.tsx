import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StyleEditor } from './StyleEditor';

const groups = () => Array.from(document.querySelectorAll('optgroup'), (group) => group.label);

describe('the style form', () => {
  it('lists the palette’s symbol category (the one chosen last) first', () => {
    const { unmount } = render(<StyleEditor style={undefined} onSave={() => {}} onCancel={() => {}} />);
    expect(groups()[0]).toBe('Breien');
    unmount();
    render(
      <StyleEditor style={undefined} onSave={() => {}} onCancel={() => {}} symbolCategoryId="crochet" />,
    );
    expect(groups()[0]).toBe('Haken');
    expect(groups()).toContain('Breien');
  });
});
