import { styled } from '@linaria/react';
import { useEffect, useRef } from 'react';
import { formatKstDateTime } from '../../contract/kst';
import { REPORT_DELAY_HOURS, type SalaryReport } from '../../contract/profile';
import { useCountdown } from '../../lib/use-countdown';
import { Countdown } from '../../ui/countdown';
import { SalaryBand } from '../../ui/salary-band';
import { color, font, radius, space } from '../../ui/tokens';
import { OwnData } from './own-data';
import { useReport } from './report-api';
import { ReportExplanation } from './report-explanation';
import { SettingsPage } from './settings-page';

const Card = styled.section`
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color.primarySoft};
`;

const Headline = styled.p`
  margin: 0 0 ${space.sm};
  color: ${color.primary};
  font-size: ${font.size.title};
  font-weight: ${font.weight.bold};
  line-height: 1.4;
`;

const Note = styled.p`
  margin: 0;
  color: ${color.textSub};
  font-variant-numeric: tabular-nums;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xs} ${space.lg};
  margin: ${space.lg} 0 0;

  & dt {
    color: ${color.textSub};
  }
  & dd {
    margin: 0;
    font-weight: ${font.weight.bold};
    text-align: right;
  }
`;

/** Before the 48 hours pass: when it opens, and a live countdown that reads the report anew at zero. */
function NotYet({ availableAt, onOpen }: { availableAt: string; onOpen: () => void }) {
  const opened = useCountdown(Date.parse(availableAt)) === 0;
  const open = useRef(onOpen);
  open.current = onOpen;
  useEffect(() => {
    if (opened) open.current();
  }, [opened]);
  return (
    <Card aria-label="예상 연봉">
      <Headline>{`${formatKstDateTime(availableAt)}부터 확인할 수 있어요`}</Headline>
      <Note>{`프로필을 제출하고 ${REPORT_DELAY_HOURS}시간이 지나면 예상 연봉을 알려 드려요.`}</Note>
      <Note>
        {'남은 시간 '}
        <Countdown deadline={availableAt} ended="곧 열려요" />
      </Note>
    </Card>
  );
}

function Estimate({ report }: { report: SalaryReport }) {
  const { estimatedMin, estimatedMax, basis, peers } = report;
  if (estimatedMin === null || estimatedMax === null || basis === null) {
    return (
      <Card aria-label="예상 연봉">
        <Headline>예상 연봉을 계산하지 못했어요</Headline>
        <Note>인증된 연봉이 없어서 기준으로 삼을 금액이 없어요. 연봉 인증을 마치면 계산해 드릴게요.</Note>
      </Card>
    );
  }
  return (
    <Card aria-label="예상 연봉">
      <Note>나의 예상 연봉</Note>
      <Headline>
        <SalaryBand min={estimatedMin} max={estimatedMax} />
      </Headline>
      <Facts>
        <dt>기준 연봉</dt>
        <dd>
          <SalaryBand min={basis} max={basis} />
        </dd>
        <dt>비교한 회원</dt>
        <dd>{`${peers.toLocaleString('ko-KR')}명`}</dd>
      </Facts>
      <Note>
        {peers > 0
          ? `같은 직무에 경력이 비슷한 회원 ${peers.toLocaleString('ko-KR')}명의 인증 연봉을 함께 반영했어요.`
          : '비교할 수 있는 회원이 아직 충분하지 않아서, 경력 연차에 따른 인상률로만 계산했어요.'}
      </Note>
    </Card>
  );
}

function ReportView({ report, onOpen }: { report: SalaryReport; onOpen: () => void }) {
  if (report.available) return <Estimate report={report} />;
  if (report.availableAt) return <NotYet availableAt={report.availableAt} onOpen={onOpen} />;
  return (
    <Card aria-label="예상 연봉">
      <Headline>프로필을 제출하면 예상 연봉을 알려 드려요</Headline>
      <Note>{`제출하고 ${REPORT_DELAY_HOURS}시간이 지나면 이곳에서 확인할 수 있어요.`}</Note>
    </Card>
  );
}

function Report() {
  const report = useReport();
  const { refetch } = report;
  return (
    <OwnData queries={[report]} loading="예상 연봉을 불러오는 중이에요…">
      {() => (report.data ? <ReportView report={report.data} onOpen={refetch} /> : null)}
    </OwnData>
  );
}

/** /my/report — the estimated salary, 48 hours after the submit (SPEC §1, §9). */
export function ReportPage() {
  return (
    <SettingsPage
      title="예상 연봉"
      lead="인증된 연봉과 경력을 바탕으로 지금 받을 수 있는 연봉 범위를 추정해 드려요."
      visitorLead="예상 연봉은 로그인한 뒤에 볼 수 있어요."
    >
      <Report />
      <ReportExplanation />
    </SettingsPage>
  );
}
