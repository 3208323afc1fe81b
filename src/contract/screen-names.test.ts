import { describe, expect, it } from 'vitest';
import { routeAreas, tableOf } from '../app/routes';
import { screenNameOf, screenNames } from './screen-names';

describe('screenNameOf', () => {
  it('names a screen by its address, parameters, query and hash aside', () => {
    expect(screenNameOf('/faq')).toBe('자주 묻는 질문');
    expect(screenNameOf('/faq?variant=event#3')).toBe('자주 묻는 질문');
    expect(screenNameOf('/my/result/curation/7')).toBe('큐레이션 제안');
    expect(screenNameOf('/my/result/12')).toBe('받은 제안');
    expect(screenNameOf('/my')).toBe('내 프로필');
    expect(screenNameOf('/')).toBe('홈');
  });

  it('names nothing it does not know', () => {
    expect(screenNameOf('/nowhere')).toBeUndefined();
    expect(screenNameOf('/biz/messages')).toBeUndefined();
  });

  it('names every candidate screen of the route tables, as the app bar titles it', async () => {
    const routes = (await Promise.all(routeAreas.map(tableOf))).flat();
    const candidateRoutes = routes.filter((route) => !route.path.startsWith('/biz'));
    // No two of these paths overlap, so their order is free (the tables' is matched area by area).
    expect(screenNames.map((screen) => screen.path).sort()).toEqual(candidateRoutes.map((route) => route.path).sort());
    for (const route of candidateRoutes) {
      if ('title' in route) expect(screenNameOf(route.path), route.path).toBe(route.title);
    }
  });
});
