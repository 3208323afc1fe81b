import { Link } from 'wouter';
import { Button } from '../../ui/button';
import { NotFoundState } from '../../ui/not-found-state';

export const OFFER_NOT_FOUND_TITLE = '제안을 찾을 수 없어요';
export const OFFER_NOT_FOUND_REASON =
  '다른 계정으로 받은 제안이거나 더 이상 볼 수 없는 제안이에요. 받은 제안 목록에서 다시 확인해 주세요.';

/** An offer the server does not know for this candidate (a 404, or a mangled id in the link). */
export function OfferNotFound() {
  return (
    <NotFoundState title={OFFER_NOT_FOUND_TITLE} reason={OFFER_NOT_FOUND_REASON}>
      <Link href="/my/attack" asChild replace>
        <Button as="a">받은 제안 보기</Button>
      </Link>
    </NotFoundState>
  );
}
