import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { UpdatePrompt } from './update-prompt';

describe('the new-version prompt', () => {
  it("says a new version is ready and 'Actualizar' switches to it once", async () => {
    const onUpdate = vi.fn();
    const { container } = await renderInApp(<UpdatePrompt onUpdate={onUpdate} />);
    const prompt = container.querySelector('[role="alert"]')!;
    expect(prompt.textContent).toContain('Nueva versión disponible');
    const button = prompt.querySelector('button')!;
    expect(button.textContent).toBe('Actualizar');
    await act(async () => button.click());
    expect(onUpdate).toHaveBeenCalledTimes(1);
    // Loading while the page reloads: a second tap does nothing.
    expect(button.disabled || button.getAttribute('data-loading') !== null).toBe(true);
  });
});
