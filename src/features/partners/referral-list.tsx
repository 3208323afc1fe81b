/** The sign-ups a partner's link brought, anonymized: an order number, the day (KST) and how far it got. */
import { styled } from '@linaria/react';
import { formatKstDay } from '../../contract/kst';
import type { Referral, ReferralStatus } from '../../contract/partners';
import { color, font, space } from '../../ui/tokens';

const referralStatusLabels: Record<ReferralStatus, string> = {
  VERIFIED: '인증 완료',
  SUBMITTED: '이력서 제출',
  MATCHED: '커피챗 성사',
  LEFT: '탈퇴',
};

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${font.size.body};

  & th,
  & td {
    padding: ${space.md} ${space.sm};
    border-bottom: 1px solid ${color.border};
    text-align: left;
  }
  & thead th {
    color: ${color.textSub};
    font-size: ${font.size.caption};
    font-weight: ${font.weight.medium};
  }
  & td:last-child,
  & th:last-child {
    text-align: right;
  }
  & [data-status='LEFT'] {
    color: ${color.textMuted};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${space.xl} 0;
  color: ${color.textSub};
  text-align: center;
`;

export function ReferralList({ referrals, captionId }: { referrals: readonly Referral[]; captionId: string }) {
  if (referrals.length === 0) {
    return <Empty>아직 추천 링크로 가입한 분이 없어요. 링크를 공유해 보세요.</Empty>;
  }
  return (
    <Table aria-labelledby={captionId}>
      <thead>
        <tr>
          <th scope="col">번호</th>
          <th scope="col">가입일</th>
          <th scope="col">상태</th>
        </tr>
      </thead>
      <tbody>
        {referrals.map((referral) => (
          <tr key={referral.number}>
            <th scope="row">{referral.number}</th>
            <td>{formatKstDay(referral.joinedAt)}</td>
            <td data-status={referral.status}>{referralStatusLabels[referral.status]}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
