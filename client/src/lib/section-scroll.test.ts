import { describe, expect, it } from 'vitest';
import { sectionOfCurrentPage } from './section-scroll';

describe('sectionOfCurrentPage', () => {
  it('names the section when the link is a part of the page on screen', () => {
    expect(sectionOfCurrentPage('/#plan', '/')).toBe('plan');
    expect(sectionOfCurrentPage('#contact_us', '/about')).toBe('contact_us');
  });

  it('leaves a link to a section of another page, or to no section, to the router', () => {
    expect(sectionOfCurrentPage('/#plan', '/about')).toBeNull();
    expect(sectionOfCurrentPage('/themes', '/themes')).toBeNull();
    expect(sectionOfCurrentPage('/#', '/')).toBeNull();
  });
});
