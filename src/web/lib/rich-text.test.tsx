// @vitest-environment jsdom
import '#domain/messages/load/customers';
import '#domain/messages/load/customer-messages';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

afterEach(cleanup);

describe('RichText', () => {
  it('draws each tag of the text as the element given for it, with the values inside', () => {
    const { container } = render(
      <RichText
        i18nKey="customers:link.banner"
        values={{ name: 'Kitchen remodel' }}
        components={{ strong: <strong className="font-semibold" /> }}
      />,
    );
    expect(container.innerHTML).toBe(
      'Choose the customer to link to <strong class="font-semibold">Kitchen remodel</strong>.',
    );
  });

  it('keeps a value that looks like markup as text', () => {
    const { container } = render(
      <RichText
        i18nKey="customerMessages:tab.noEmail"
        values={{ name: '<a>Ann</a> & <strong>Bo</strong>' }}
        // biome-ignore lint/a11y/useAnchorContent: RichText puts the text's words inside the link.
        components={{ a: <a href="/customers/7" /> }}
      />,
    );
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.querySelector('strong')).toBeNull();
    expect(container.textContent).toBe(
      "<a>Ann</a> & <strong>Bo</strong> has no e-mail address, so messages cannot reach them. Add one to the customer's details.",
    );
    expect(container.querySelector('a')?.outerHTML).toBe(
      '<a href="/customers/7">Add one to the customer\'s details</a>',
    );
  });
});
