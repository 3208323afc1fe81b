/** /submit/[job]/[subjob]: the agreements, then the career-verification sheet. */
import { styled } from '@linaria/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ConfirmAlert } from '../../ui/confirm-alert';
import { Lead, Page, Title } from '../../ui/page';
import { color, font, radius, space } from '../../ui/tokens';
import { ConsentSheet } from './consent-sheet';
import { type ConsentCode, consentItems } from './consents';
import { StepIndicator } from './step-indicator';
import { useStartVerification } from './use-start-verification';
import { patchUtm } from './utm';
import { VerificationSheet } from './verification-sheet';

const Box = styled.div`
  margin-bottom: ${space.xl};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
`;

const All = styled.div`
  padding-bottom: ${space.sm};
  margin-bottom: ${space.sm};
  border-bottom: 1px solid ${color.border};
  font-weight: ${font.weight.bold};
`;

const Item = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};

  & > label {
    flex: 1;
  }
`;

const View = styled.button`
  flex: none;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space.xs};
  border: 0;
  background: none;
  color: ${color.textMuted};
  font-size: ${font.size.caption};
  text-decoration: underline;
  cursor: pointer;
`;

const Job = styled.p`
  margin: 0 0 ${space.lg};
  color: ${color.primary};
  font-weight: ${font.weight.bold};
`;

const noneAgreed = Object.fromEntries(consentItems.map((item) => [item.code, false])) as Record<ConsentCode, boolean>;

function decode(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '').slice(0, 30);
  } catch {
    return '';
  }
}

export function AgreementPage() {
  const params = useParams<{ job: string; subjob: string }>();
  const jobLabel = decode(params.job);
  const jobSubLabel = decode(params.subjob);
  const [, navigate] = useLocation();
  const [consents, setConsents] = useState(noneAgreed);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [reading, setReading] = useState<ConsentCode>();
  const reapply = new URLSearchParams(useSearch()).get('reapply') === '1';
  const { start, busy, alert, dismiss } = useStartVerification(jobLabel, jobSubLabel, reapply);

  useEffect(() => void patchUtm({ status: 'AGREE' }), []);

  const requiredAgreed = consentItems.every((item) => !item.required || consents[item.code]);
  const allAgreed = consentItems.every((item) => consents[item.code]);

  return (
    <Page>
      <StepIndicator step={2} />
      <Title>{'경력 인증을 위해\n약관에 동의해 주세요'}</Title>
      <Job>
        {jobLabel} · {jobSubLabel}
      </Job>
      <Lead>카카오 인증서나 PASS로 3초 만에 건강보험 경력과 소득을 불러와요.</Lead>
      <Box>
        <All>
          <Checkbox
            checked={allAgreed}
            onChange={(checked) =>
              setConsents(Object.fromEntries(consentItems.map((item) => [item.code, checked])) as typeof consents)
            }
          >
            전체 동의
          </Checkbox>
        </All>
        {consentItems.map((item) => (
          <Item key={item.code}>
            <Checkbox
              checked={consents[item.code]}
              onChange={(checked) => setConsents((current) => ({ ...current, [item.code]: checked }))}
            >
              {item.label}
            </Checkbox>
            <View type="button" aria-label={`${item.label} 보기`} onClick={() => setReading(item.code)}>
              보기
            </View>
          </Item>
        ))}
      </Box>
      <Button disabled={!requiredAgreed} onClick={() => setSheetOpen(true)}>
        동의하고 경력 불러오기
      </Button>
      <ConsentSheet code={reading} onClose={() => setReading(undefined)} />
      <VerificationSheet
        open={sheetOpen}
        busy={busy}
        onClose={() => setSheetOpen(false)}
        onSubmit={(form) => start(form, consents)}
      />
      <ConfirmAlert
        view={Boolean(alert)}
        title={alert?.title ?? ''}
        subtit={alert?.description}
        left={alert?.kind === 'member' ? { title: '닫기', function: dismiss } : undefined}
        right={
          alert?.kind === 'member'
            ? { title: '로그인하기', function: () => navigate('/login/signin') }
            : { title: '확인', function: dismiss }
        }
        onClose={dismiss}
      />
    </Page>
  );
}
