import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './page-title.ts';

afterEach(cleanup);

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

describe('page titles', () => {
  it('names the page on screen, follows a change, and goes back to the app name when it leaves', () => {
    const page = render(<Page title="Pricing" />);
    expect(document.title).toBe('Pricing · Wordreel');
    page.rerender(<Page title="Contact Us" />);
    expect(document.title).toBe('Contact Us · Wordreel');
    page.unmount();
    expect(document.title).toBe('Wordreel');
  });
});
