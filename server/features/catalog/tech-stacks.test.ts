import { describe, expect, it } from 'vitest';
import { seedTechStacks } from '../../db/seed-content/tech-stacks';
import { normalizeTechStacks, rankTechStacks, stackKey } from './tech-stacks';

const catalog = seedTechStacks.map(({ name, popularity }) => ({ name, popularity }));

describe('rankTechStacks', () => {
  it('puts the name as typed first, then names starting with it, by popularity', () => {
    expect(rankTechStacks(catalog, 'java').slice(0, 2)).toEqual(['Java', 'JavaScript']);
    expect(rankTechStacks(catalog, 'REACT')).toEqual(['React', 'React Native', 'React Query']);
  });

  it('ignores special characters on both sides', () => {
    expect(rankTechStacks(catalog, 'nodejs')).toEqual(['Node.js']);
    expect(rankTechStacks(catalog, 'c++')[0]).toBe('C++');
    expect(rankTechStacks(catalog, '!!!')).toEqual([]);
  });

  it('lists names containing the text after those starting with it', () => {
    const found = rankTechStacks(catalog, 'sql');
    expect(found.slice(0, 1)).toEqual(['SQL']);
    expect(found).toEqual(expect.arrayContaining(['MySQL', 'PostgreSQL']));
    expect(found.indexOf('SQL')).toBeLessThan(found.indexOf('MySQL'));
  });

  it('answers at most 20', () => {
    expect(rankTechStacks(catalog, 'a')).toHaveLength(20);
  });
});

describe('normalizeTechStacks', () => {
  it('trims, drops repeats ignoring case and writes catalog names as the catalog does', () => {
    expect(
      normalizeTechStacks(['  spring boot ', 'Spring  Boot', 'MyOwnTool', 'myowntool', ''], ['Spring Boot']),
    ).toEqual(['Spring Boot', 'MyOwnTool']);
  });
});

describe('the seeded catalog', () => {
  it('has no two names of one key, and every stack has a job label', () => {
    const keys = catalog.map((stack) => stack.name.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    expect(seedTechStacks.every((stack) => stack.jobLabels.length > 0)).toBe(true);
    expect(stackKey('Node.js')).toBe('nodejs');
  });
});
