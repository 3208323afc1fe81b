import { styled } from '@linaria/react';
import { color, font, radius, space } from '../../ui/tokens';

const Box = styled.section`
  margin: ${space.xl} 0 0;
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
  color: ${color.textSub};
  font-size: ${font.size.body};

  & h2 {
    margin: 0 0 ${space.sm};
    color: ${color.text};
    font-size: ${font.size.bodyLarge};
  }
  & ul {
    margin: 0;
    padding-left: ${space.lg};
  }
  & li + li {
    margin-top: ${space.xs};
  }
`;

/**
 * How the band is made, told plainly. The numbers mirror server/features/profile/salary-report.ts
 * (careerRaise, REPORT_PEERS_MIN, PEER_YEARS_RANGE, the peers' figures through published-pay.ts):
 * change both together.
 */
export function ReportExplanation() {
  return (
    <Box aria-labelledby="report-explanation">
      <h2 id="report-explanation">예상 연봉은 이렇게 계산해요</h2>
      <ul>
        <li>건강보험이나 국세청으로 인증된 가장 최근 연봉을 기준으로 해요.</li>
        <li>
          경력 연차에 따라 기준 연봉에 인상률을 더해요. 3년 미만은 5~10%, 3년 이상 7년 미만은 7~12%, 7년 이상은
          10~15%예요.
        </li>
        <li>
          같은 직무이면서 경력 차이가 2년 이내인 볼트X 회원이 5명 이상이면, 그분들의 인증 연봉도 함께 봐요. 범위의
          아래쪽은 그 연봉들의 중간값, 위쪽은 상위 25% 지점이 되고, 경력 연차로 계산한 범위보다 낮아지지는 않아요. 다른
          분의 연봉이 드러나지 않도록 이 두 값은 100만원 단위로 반올림해요.
        </li>
        <li>금액은 10만원 단위로 반올림해요.</li>
        <li>참고용 추정치라서 실제로 받게 될 제안 금액과는 다를 수 있어요.</li>
      </ul>
    </Box>
  );
}
