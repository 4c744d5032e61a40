import { expect } from '@open-wc/testing';
import { slugToTitle } from '../../src/core/titles.js';

describe('slugToTitle', () => {
  it('takes the last segment, spaces dashes and underscores, capitalises the first letter', () => {
    expect(slugToTitle('guides/getting-started_now')).to.equal('Getting started now');
    expect(slugToTitle('tasks/schemaTask')).to.equal('SchemaTask');
    expect(slugToTitle('page?x=1')).to.equal('Page');
  });
});
